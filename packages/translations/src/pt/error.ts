import type { NamespaceStrings } from '../types.ts';

/** Portuguese: errors the server answers with, shown by the admin as they come. */
export const error: NamespaceStrings<'error'> = {
  notFound: 'Nada foi encontrado aqui.',
  documentNotFound: '{{collection}} não tem nenhum documento com o ID {{id}}.',
  collectionNotFound: 'Não existe nenhuma coleção chamada “{{slug}}”.',
  globalNotFound: 'Não existe nenhum global chamado “{{slug}}”.',
  routeNotFound: 'Nada responde a {{method}} {{url}}.',
  unauthorized: 'Entre para fazer isso.',
  notAllowedToPerformAction: 'Você não tem permissão para fazer isso.',
  notAllowedToAccessPage: 'Você não tem permissão para abrir esta página.',
  unknown: 'Algo deu errado, e a causa é desconhecida.',
  unspecific: 'Algo deu errado.',
  conflict: 'Outra pessoa alterou este documento depois que você o abriu.',
  invalidExpectedUpdatedAt: 'O updatedAt esperado “{{value}}” não é uma data: envie o updatedAt do documento como você o leu.',
  seoNoGenerator: 'Nenhum gerador de {{kind}} está configurado em “{{path}}”.',
  payloadTooLarge: 'A solicitação é grande demais: o limite é de {{limit}} bytes.',
  jsonBodyTooDeep: 'O corpo JSON está aninhado em mais de {{limit}} níveis.',
  whereTooDeep: 'O filtro where está aninhado em mais de {{limit}} níveis.',
  unstorableText:
    '{{path}} contém um caractere NUL ou um substituto (surrogate) sem par, que não pode ser guardado. Remova-o e envie novamente.',
  bulkUpdateNeedsWhere:
    'Atualizar vários documentos exige um filtro where que escolha alguns deles (ex.: ?where[status][equals]=draft); um filtro vazio ou ausente alteraria todos, por isso nada foi alterado.',
  bulkDeleteNeedsWhere:
    'Excluir vários documentos exige um filtro where que escolha alguns deles (ex.: ?where[status][equals]=draft); um filtro vazio ou ausente excluiria todos, por isso nada foi excluído.',
  richTextComparesWithText:
    'Valor inválido para “{{path}}” {{operator}}: um campo de texto rico é comparado com texto, não com uma lista ou um objeto.',
  queryNumberNotExact:
    'Valor inválido para “{{path}}” {{operator}}: {{value}} está além de ±{{limit}}, a partir de onde os números deixam de ser exatos.',
  documentLocked: 'Outra pessoa está editando este documento neste momento.',
  tooManyRequests: 'Solicitações demais em pouco tempo. Aguarde um momento e tente novamente.',
  malformedJSON: 'Não foi possível ler o corpo da solicitação como JSON: {{reason}}',
  invalidID: '“{{id}}” não pode ser um ID em {{collection}}.',
  unableToDeleteCount: '{{label}}: não foi possível excluir {{count}} de {{total}}.',
  unableToUpdateCount: '{{label}}: não foi possível atualizar {{count}} de {{total}}.',
  noMatchedField: 'Nenhum campo corresponde a “{{label}}”.',
  emailOrPasswordIncorrect: 'Esse endereço de e-mail e essa senha não correspondem a nenhuma conta.',
  usernameOrPasswordIncorrect: 'Esse nome de usuário e essa senha não correspondem a nenhuma conta.',
  userEmailAlreadyRegistered: 'Já existe uma conta com este endereço de e-mail.',
  usernameAlreadyRegistered: 'Já existe uma conta com este nome de usuário.',
  tokenNotProvided: 'Esta solicitação não trouxe nenhuma sessão: entre primeiro.',
  logoutFailed: 'Não foi possível sair: esta solicitação não traz nenhuma sessão iniciada.',
  userLocked:
    'Esta conta foi bloqueada após muitas tentativas de entrada sem sucesso. Tente novamente mais tarde ou peça a um administrador para desbloqueá-la.',
  tokenExpired: 'Sua sessão foi encerrada. Entre novamente.',
  tokenInvalid: 'Este token não é confiável (a assinatura, o algoritmo ou as declarações estão incorretos).',
  tokenRevoked: 'Esta sessão foi encerrada (ao sair ou ao alterar a senha). Entre novamente.',
  sessionTooOld: 'Esta sessão é antiga demais para ser renovada. Entre novamente.',
  accountGone: 'A conta a que este token pertencia foi removida.',
  apiKeyInvalid: 'Esta chave de API é desconhecida ou foi substituída.',
  unverifiedEmail: 'Confirme seu endereço de e-mail antes de entrar.',
  tokenInvalidOrExpired: 'Este link não é mais válido. Solicite um novo.',
  verificationTokenInvalid: 'Este link de confirmação não é válido ou já foi usado.',
  firstUserExists: 'A primeira conta já existe. Em vez disso, entre.',
  firstRegisterAdminOnly:
    'Somente a primeira conta do painel de administração (“{{slug}}”) é criada desta forma; peça uma conta a um administrador.',
  authCollectionNotFound: 'Não existe nenhuma coleção de contas chamada “{{slug}}”.',
  userNotFound: 'Nenhuma conta tem esse endereço de e-mail ou nome de usuário.',
  preferenceNotFound: 'Você não tem nenhuma preferência salva “{{key}}”.',
};
