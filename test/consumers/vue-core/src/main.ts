import { createApp } from 'vue';
import NewsletterForm from './NewsletterForm.vue';

createApp(NewsletterForm, { market: 'AT' }).mount('#app');
