import { addTexts } from '@/lib/i18n';
import adminTexts from '@/locales/en.json?admin';

/** Importing this module adds the admin area's texts (en.json's `admin...` keys), which the shop bundle leaves out. */
addTexts(adminTexts);
