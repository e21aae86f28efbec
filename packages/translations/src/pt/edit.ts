import type { NamespaceStrings } from '../types.ts';

/** Portuguese: the edit area. */
export const edit: NamespaceStrings<'edit'> = {
  breadcrumbs: 'Trilha de navegação',
  documentActions: 'Ações do documento',
  moreActions: 'Mais ações',
  details: 'Detalhes do documento',
  unsavedChanges: 'Alterações não salvas',
  allSaved: 'Todas as alterações foram salvas',
  readOnly: 'Somente leitura',
  readOnlyNotice: 'Você pode ver este documento, mas não alterá-lo.',
  saveShortcut: 'Salvar (Ctrl+S)',
  copyID: 'Copiar ID',
  password: 'Senha',
  newPassword: 'Nova senha',
  confirmPassword: 'Confirmar senha',
  changePassword: 'Alterar senha',
  idCopied: 'ID copiado.',

  saved: '{{label}}: alterações salvas.',
  created: '{{label}}: documento criado.',
  errorCount_one: '{{count}} erro',
  errorCount_other: '{{count}} erros',
  errorPillLabel_one: '{{count}} erro: ir para o campo',
  errorPillLabel_other: '{{count}} erros: ir para o primeiro campo',
  fixErrors: 'Não salvo: corrija os campos marcados e salve novamente.',

  notSavedNetwork: 'Não salvo: não foi possível acessar o servidor. Suas alterações continuam aqui; tente novamente.',
  notSavedServer: 'Não salvo: o servidor encontrou um problema. Suas alterações continuam aqui; tente novamente.',
  notSavedForbidden: 'Não salvo: você não tem permissão para fazer esta alteração. Suas alterações continuam aqui.',
  notSavedSignedOut:
    'Não salvo: sua sessão foi encerrada. Entre novamente em outra aba e depois salve: suas alterações continuam aqui.',
  notSavedConflict:
    'Não salvo: outra pessoa alterou este documento depois que você o abriu. Suas alterações continuam aqui; copie o que precisar e recarregue a página.',
  conflictTitle: 'Outra pessoa salvou este documento',
  conflictText:
    'Outra pessoa salvou “{{title}}” depois que você o abriu. Se você salvar agora, suas alterações substituirão as dela. Se cancelar, suas alterações continuam aqui.',
  conflictOverwrite: 'Salvar as minhas mesmo assim',
  notSavedMissing:
    'Não salvo: este documento não existe mais, ou você não tem mais permissão para alterá-lo. Suas alterações continuam aqui.',
  notSavedTooLarge: 'Não salvo: o documento é grande demais. Suas alterações continuam aqui.',
  notSavedLocked: 'Não salvo: outra pessoa está editando este documento. Suas alterações continuam aqui.',
  notSavedRateLimited: 'Não salvo: solicitações demais. Aguarde um momento e salve novamente; suas alterações continuam aqui.',
  notSavedInvalid: 'Não salvo: {{message}} Suas alterações continuam aqui.',

  notFound: 'Este documento não existe, ou você não tem permissão para vê-lo.',
  backToList: 'Voltar para {{label}}',
  loadFailed: 'Não foi possível carregar o documento.',
  retry: 'Tentar novamente',
  notAllowedToCreate: 'Você não tem permissão para criar documentos do tipo {{label}}.',

  leaveTitle: 'Sair sem salvar?',
  leaveText: 'Suas alterações em “{{title}}” não foram salvas. Elas serão perdidas se você sair.',
  leave: 'Sair sem salvar',

  deleteTitle: 'Excluir {{label}}?',
  deleteText: 'O documento “{{title}}” será excluído definitivamente. Esta ação não pode ser desfeita.',
  deleteLinkedFrom: 'Outros documentos apontam para ele: {{list}}. Depois de excluí-lo, esses links não levarão a lugar nenhum.',
  deleteRichTextNotCounted:
    'O texto formatado de outros documentos também pode apontar para ele; esses links não são contados aqui.',
  deleteLinkedFromMany:
    'Outros documentos apontam para eles: {{list}}. Depois de excluí-los, esses links não levarão a lugar nenhum.',
  deleteRichTextNotCountedMany:
    'O texto formatado de outros documentos também pode apontar para eles; esses links não são contados aqui.',
  deleted: 'O documento “{{title}}” ({{label}}) foi excluído.',
  deleteFailed: 'Não excluído: {{message}}',

  duplicateTitle: 'Duplicar sem suas alterações?',
  duplicateText: 'A cópia é feita a partir da última versão salva. As alterações não salvas desta página serão perdidas.',
  duplicateAnyway: 'Duplicar sem salvar',
  duplicated: 'Cópia de “{{title}}” criada.',
  duplicateFailed: 'Não duplicado: {{message}}',

  autosavedAt: 'Salvo às {{time}}',
  autosaveRetrying: 'Servidor inacessível: suas alterações ficam guardadas neste navegador',
  autosaveFailed: 'Não salvo automaticamente: {{message}}',
  restored: 'As alterações não salvas de {{time}} foram restauradas deste navegador.',
  restoredDiscard: 'Descartá-las',
  restoredKeep: 'Mantê-las',
  draftSaved: 'Rascunho salvo.',
  publishedMessage: '{{label}} publicado.',
  statusActions: 'Status: {{status}}. Ações de publicação',
  revertToPublished: 'Voltar à versão publicada',
  revertTitle: 'Voltar à versão publicada?',
  revertText: 'As alterações do rascunho de “{{title}}” serão descartadas, e a versão publicada voltará a aparecer aqui.',
  revert: 'Voltar',
  reverting: 'Voltando…',
  reverted: '“{{title}}” voltou à versão publicada.',
  revertFailed: 'Não foi possível voltar: {{message}}',
  unpublishTitle: 'Despublicar {{label}}?',
  unpublishText: '“{{title}}” deixará de ser público. O conteúdo fica guardado aqui como rascunho.',
  unpublished: '“{{title}}” despublicado.',
  unpublishFailed: 'Não despublicado: {{message}}',
  previewNone: 'Este documento ainda não tem endereço de pré-visualização.',
  previewFailed: 'Não foi possível abrir a pré-visualização: {{message}}',
};
