import type { NamespaceStrings } from '../types.ts';

/** Portuguese: document locking (who is editing, taking over) and the lock routes' answers. */
export const lock: NamespaceStrings<'lock'> = {
  documentLocked:
    '{{user}} está a editar este {{label}} (id {{id}}), por isso não pode ser alterado agora. Tente de novo quando terminar, ou assuma a edição.',
  globalLocked:
    '{{user}} está a editar {{label}}, por isso não pode ser alterado agora. Tente de novo quando terminar, ou assuma a edição.',
  notLockable: '"{{slug}}" não bloqueia os seus documentos (lockDocuments é false).',
  takeOverNotAllowed: 'Não tem permissão para assumir a edição de outro utilizador.',
  lockTaken: 'Agora é você quem está a editar este documento.',
  lockReleased: 'Já não está a editar este documento.',
  lockedBanner: '{{user}} está a editar este documento, por isso está a vê-lo só de leitura.',
  takeOver: 'Assumir a edição',
  takeOverTitle: 'Assumir a edição?',
  takeOverBody:
    '{{user}} será avisado e o formulário dele passa a só de leitura. As alterações que não guardou não ficarão neste documento.',
  takeOverConfirm: 'Assumir',
  tookOver: 'Agora é você quem está a editar este documento.',
  lostTitle: '{{user}} assumiu a edição',
  lostBody:
    'O seu formulário passou a só de leitura. O que não tinha guardado continua visível, para o poder copiar antes de sair.',
  lostBanner: '{{user}} assumiu a edição. O seu texto não guardado fica abaixo, só de leitura.',
  keepViewing: 'Continuar a ver',
  editingNow: '{{user}} está a editar',
};
