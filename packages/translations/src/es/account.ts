import type { NamespaceStrings } from '../types.ts';

/** Spanish: the account page. */
export const account: NamespaceStrings<'account'> = {
  title: 'Cuenta',
  profile: 'Perfil',
  editProfile: 'Editar perfil',
  editProfileHint: 'Cambia tu nombre, tu dirección de correo o tu contraseña en tu documento de usuario.',
  preferences: 'Preferencias',
  languageHint:
    'El idioma del panel de administración. Se guarda en tu cuenta, así que se aplica también en tus otros dispositivos.',
  themeHint: 'Automático sigue la configuración de tu sistema.',
  apiKey: 'Clave de API',
  apiKeyIntro: 'Los scripts y otros programas pueden llamar a la API en tu nombre enviando esta clave.',
  apiKeyUsage: 'Envíala en la cabecera Authorization:',
  enableAPIKey: 'Activar clave de API',
  apiKeyEnabled: 'Clave de API activada.',
  apiKeyDisabled: 'Clave de API desactivada. A partir de ahora se rechazarán los programas que la usen.',
  apiKeyDisabledHint: 'La clave de API está desactivada: no sirve para iniciar sesión.',
  keyHidden: 'La clave está oculta.',
  showKey: 'Mostrar clave',
  hideKey: 'Ocultar clave',
  copyKey: 'Copiar clave',
  copyFailed: 'No se pudo copiar. Muestra la clave, selecciónala y cópiala tú.',
  noKey: 'Todavía no hay ninguna clave.',
  regenerate: 'Generar nueva clave',
  regenerateTitle: '¿Generar una nueva clave de API?',
  regenerateText: 'La clave actual dejará de funcionar de inmediato. Todos los programas que la usen necesitarán la nueva.',
  regenerateConfirm: 'Generar nueva clave',
  regenerated: 'Se ha generado una nueva clave de API.',
  saveFailed: 'No se pudo guardar el cambio: {{message}}',
};
