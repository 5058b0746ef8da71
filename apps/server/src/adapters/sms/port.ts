// SMS delivery behind one interface; the embedded default writes to a dev outbox instead of a
// phone network. A real gateway adapter plugs in beside it.
export interface SmsSender {
  readonly name: string;
  /** phone is the national number without the country code (e.g. 3001234567 for +92). */
  send(phone: string, text: string): Promise<void>;
}
