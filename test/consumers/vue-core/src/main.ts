import { createApp } from 'vue';
import NewsletterForm from './NewsletterForm.vue';

createApp(NewsletterForm).mount('#app');
