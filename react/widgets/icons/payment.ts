import { circle, icon } from './shape';

// Neutral stand-ins for payment methods; real card and wallet logos are images from the footer's logo list.
export const paymentCard = icon('payment-card', 'M3 6h18v12H3zM6 9h3v3H6zM12 15h6');
export const paymentWallet = icon('payment-wallet', 'M4 7h15a1 1 0 0 1 1 1v11H4zM4 7l11-4 1 4M15 12h5v4h-5z');
export const paymentInvoice = icon('payment-invoice', 'M6 3h12v18H6zM9 7h6M9 11h6M13 17h3');
export const paymentInstalments = icon('payment-instalments', 'M4 5h16v15H4zM4 9h16M8 14h2M12 14h2M16 14h.5');
export const paymentBank = icon('payment-bank', 'M3 10l9-6 9 6zM5 10v8M9 10v8M15 10v8M19 10v8M3 20h18');
export const paymentCash = icon('payment-cash', `M2 7h20v10H2z${circle(12, 12, 2.5)}M5 10v4M19 10v4`);

export const PAYMENT_ICONS = [paymentCard, paymentWallet, paymentInvoice, paymentInstalments, paymentBank, paymentCash];
