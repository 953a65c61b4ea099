// Widgets rendered without a WidgetTextsProvider in tests speak English, as a host sets it with setWidgetTextsFallback.
import en from '../../core/widgets/texts/en';
import { setWidgetTextsFallback } from '../../react/widgets/texts';

setWidgetTextsFallback({ en }, 'en');
