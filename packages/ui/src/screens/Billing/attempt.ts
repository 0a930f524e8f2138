// One request key per subscribe attempt (subscribeInput.requestKey): the API charges a key once, so a
// double click or a retry after a lost answer (or a BILLING_IN_PROGRESS) cannot charge twice — and a new
// attempt (other choices, or after the API's final answer) gets a new key, so a declined card can be
// tried again: the same key would only answer the same declined record.

export class AttemptKeys {
  private current: { key: string; of: string } | null = null;
  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  /** The key for an attempt with these choices: the last one again while it has had no answer. */
  keyFor(choices: unknown): string {
    const of = JSON.stringify(choices);
    if (!this.current || this.current.of !== of) this.current = { key: this.newKey(), of };
    return this.current.key;
  }

  /** The API answered (it charged, or refused with a reason): the next press is a new attempt. */
  answered(): void {
    this.current = null;
  }
}
