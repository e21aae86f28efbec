import type { NamespaceStrings } from '../types.ts';

/** Hebrew: document locking (who is editing, taking over) and the lock routes' answers. */
export const lock: NamespaceStrings<'lock'> = {
  documentLocked:
    '{{user}} עורך את ה{{label}} הזה (מזהה {{id}}), ולכן אי אפשר לשנות אותו כרגע. נסו שוב כשיסיים, או קחו את העריכה לידיכם.',
  globalLocked: '{{user}} עורך את {{label}}, ולכן אי אפשר לשנות אותו כרגע. נסו שוב כשיסיים, או קחו את העריכה לידיכם.',
  notLockable: '"{{slug}}" לא נועל את המסמכים שלו (lockDocuments מוגדר false).',
  takeOverNotAllowed: 'אין לך הרשאה לקחת את העריכה ממשתמש אחר.',
  lockTaken: 'עכשיו אתה עורך את המסמך הזה.',
  lockReleased: 'אינך עורך עוד את המסמך הזה.',
  lockedBanner: '{{user}} עורך את המסמך הזה, ולכן הוא מוצג לך לקריאה בלבד.',
  takeOver: 'לקחת את העריכה',
  takeOverTitle: 'לקחת את העריכה?',
  takeOverBody: '{{user}} יקבל הודעה, והטופס שלו יעבור לקריאה בלבד. שינויים שלא שמר לא ייכנסו למסמך הזה.',
  takeOverConfirm: 'לקחת',
  tookOver: 'עכשיו אתה עורך את המסמך הזה.',
  lostTitle: '{{user}} לקח את העריכה',
  lostBody: 'הטופס שלך עכשיו לקריאה בלבד. מה שלא שמרת עדיין מוצג, כך שאפשר להעתיק אותו לפני היציאה.',
  lostBanner: '{{user}} לקח את העריכה. הטקסט שלא נשמר נשאר למטה, לקריאה בלבד.',
  keepViewing: 'להמשיך לצפות',
  editingNow: '{{user}} עורך',
};
