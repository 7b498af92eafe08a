import { addTexts, type Texts } from '../../i18n/index.ts';

/**
 * «Приложение и push-уведомления» in settings (issue 35): installing the app, pushes on this device,
 * the devices that get them, what a push shows and the quiet hours. The `pwa` namespace, loaded with
 * the settings page. The update offer and the offline line are shell texts (`common`, app.*).
 */
export const pwaRu = {
  app: {
    title: 'Приложение и push-уведомления',
    intro: 'Круг можно установить на телефон или компьютер и получать уведомления, даже когда он закрыт.',
    install: 'Установить приложение',
    installed: 'Круг открыт как установленное приложение.',
    installHint:
      'Чтобы установить Круг, откройте меню браузера и выберите «Установить приложение» или «Добавить на главный экран».',
    installDone: 'Приложение установлено',
  },
  push: {
    thisDevice: 'Уведомления на этом устройстве',
    enable: 'Включить уведомления',
    disable: 'Выключить на этом устройстве',
    enabled: 'Это устройство получает уведомления.',
    disabled: 'Это устройство не получает уведомления.',
    denied: 'Уведомления запрещены в настройках браузера для этого сайта. Разрешите их там и вернитесь сюда.',
    unsupported: 'Этот браузер не умеет получать push-уведомления.',
    turnedOn: 'Уведомления включены',
    turnedOff: 'Уведомления на этом устройстве выключены',
    failed: 'Не удалось включить уведомления',
    devices: 'Устройства с уведомлениями',
    noDevices: 'Пока ни одно устройство не получает уведомления.',
    current: 'это устройство',
    remove: 'Отключить',
    removeNamed: 'Отключить уведомления на устройстве «{{device}}»',
    removed: 'Устройство больше не получает уведомления',
    loadFailed: 'Не удалось загрузить настройки уведомлений',
    preview: 'Что показывать в уведомлении',
    previews: { full: 'Текст сообщения', no_text: 'Без текста' },
    previewHints: {
      full: 'Кто написал и что.',
      no_text: 'Только кто написал: «Новое сообщение от Анны».',
    },
    messages: 'Сообщения в чатах',
    messagesHint: 'Остальные уведомления следуют настройкам раздела «Уведомления».',
    quiet: 'Тихие часы',
    quietHint: 'В это время уведомления не приходят. Часовой пояс: {{zone}}.',
    quietFrom: 'С',
    quietTo: 'До',
    quietSave: 'Сохранить',
    quietOff: 'Выключить тихие часы',
    saved: 'Сохранено',
    saveFailed: 'Не удалось сохранить',
  },
} as const;

export const pwaEn: Texts<typeof pwaRu> = {
  app: {
    title: 'App and push notifications',
    intro: 'Krug can be installed on a phone or a computer and notify you even when it is closed.',
    install: 'Install the app',
    installed: 'Krug is open as an installed app.',
    installHint: 'To install Krug, open the browser menu and choose “Install app” or “Add to Home screen”.',
    installDone: 'The app is installed',
  },
  push: {
    thisDevice: 'Notifications on this device',
    enable: 'Turn on notifications',
    disable: 'Turn off on this device',
    enabled: 'This device receives notifications.',
    disabled: 'This device does not receive notifications.',
    denied:
      'Notifications are blocked for this site in the browser settings. Allow them there and come back.',
    unsupported: 'This browser cannot receive push notifications.',
    turnedOn: 'Notifications are on',
    turnedOff: 'Notifications are off on this device',
    failed: 'Could not turn notifications on',
    devices: 'Devices with notifications',
    noDevices: 'No device receives notifications yet.',
    current: 'this device',
    remove: 'Turn off',
    removeNamed: 'Turn off notifications on “{{device}}”',
    removed: 'The device no longer receives notifications',
    loadFailed: 'Could not load the notification settings',
    preview: 'What a notification shows',
    previews: { full: 'The message text', no_text: 'No text' },
    previewHints: {
      full: 'Who wrote, and what.',
      no_text: 'Only who wrote: “New message from Anna”.',
    },
    messages: 'Chat messages',
    messagesHint: 'Other notifications follow the “Notifications” section.',
    quiet: 'Quiet hours',
    quietHint: 'No notifications arrive during this time. Time zone: {{zone}}.',
    quietFrom: 'From',
    quietTo: 'To',
    quietSave: 'Save',
    quietOff: 'Turn quiet hours off',
    saved: 'Saved',
    saveFailed: 'Could not save',
  },
};

addTexts('pwa', pwaRu, pwaEn);
