import { defineElements } from 'portico/elements';
import { createApp } from 'vue';
import App from './App.vue';
import { modal } from './modal';

// <portico-connect-button> and <portico-modal> in App.vue show this modal.
defineElements(modal);
createApp(App).mount('#app');
