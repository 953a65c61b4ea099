import type { ReactNode } from 'react';
import 'storefront-kit/styles.css';

export const metadata = { title: 'Shop' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="de">
      <body>{children}</body>
    </html>
  );
}
