/**
 * A mail server for the benches and the fault tests, on 127.0.0.1: it speaks just enough SMTP for
 * nodemailer (EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT; no TLS, no auth) and keeps every message
 * it is given — the envelope's recipients, the Message-ID and Subject headers — so a run can count
 * what the job workers really handed over. Hooks let a test stall the greeting (a worker killed while
 * connecting) or withhold the "250" after a message was taken (a worker killed after the server has
 * the mail but before it heard so: the case that makes SMTP deliver twice).
 */
import net from 'node:net';

interface SunkMessage {
  /** RCPT TO addresses, lower-cased. */
  to: string[];
  messageId: string | null;
  subject: string | null;
  /** Bytes of the message (headers and body, as sent). */
  size: number;
  at: number;
}

export interface SmtpSinkOptions {
  /** Called when a client connects; the greeting waits for it. */
  onConnect?: (connection: number) => Promise<void> | void;
  /**
   * Called once a message has been received and kept; 'accept' answers "250", 'withhold' never
   * answers (the client waits until it gives up or is killed).
   */
  onMessage?: (m: SunkMessage) => 'accept' | 'withhold';
  /** While true every connection is refused at once with "421" (a mail server that is down, but listening). */
  down?: boolean;
}

export interface SmtpSink {
  port: number;
  url: string;
  messages: SunkMessage[];
  connections: () => number;
  /** Switches the "421 down" answer on or off. */
  setDown: (down: boolean) => void;
  close: () => Promise<void>;
}

/** The value of a header in a raw message's header block (unfolded), or null. */
function header(raw: string, name: string): string | null {
  const head = raw.split(/\r\n\r\n/, 1)[0]!.replace(/\r\n[ \t]+/g, ' ');
  const m = new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(head);
  return m ? m[1]!.trim() : null;
}

export async function startSmtpSink(opts: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const messages: SunkMessage[] = [];
  const sockets = new Set<net.Socket>();
  let count = 0;
  let down = opts.down ?? false;
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {}); // a killed client resets its connection
    const connection = ++count;
    if (down) {
      socket.end('421 sink down\r\n');
      return;
    }
    let buffer = '';
    let inData = false;
    let data: string[] = [];
    let rcpt: string[] = [];
    let greeted = false;
    const pending: string[] = [];
    const send = (line: string) => {
      if (!socket.destroyed) socket.write(`${line}\r\n`);
    };
    const handle = (line: string) => {
      if (inData) {
        if (line === '.') {
          inData = false;
          const raw = data.join('\r\n');
          const m: SunkMessage = { to: rcpt, messageId: header(raw, 'Message-ID'), subject: header(raw, 'Subject'), size: raw.length, at: Date.now() };
          messages.push(m);
          data = [];
          rcpt = [];
          if ((opts.onMessage?.(m) ?? 'accept') === 'accept') send('250 2.0.0 OK: queued');
          return;
        }
        data.push(line.startsWith('..') ? line.slice(1) : line);
        return;
      }
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO') send('250-sink.local\r\n250-8BITMIME\r\n250-SMTPUTF8\r\n250 SIZE 20971520');
      else if (verb === 'HELO') send('250 sink.local');
      else if (verb === 'MAIL') {
        rcpt = [];
        send('250 2.1.0 OK');
      } else if (verb === 'RCPT') {
        const addr = /<([^>]*)>/.exec(line)?.[1] ?? '';
        rcpt.push(addr.toLowerCase());
        send('250 2.1.5 OK');
      } else if (verb === 'DATA') {
        inData = true;
        data = [];
        send('354 End data with <CR><LF>.<CR><LF>');
      } else if (verb === 'RSET') {
        rcpt = [];
        send('250 2.0.0 OK');
      } else if (verb === 'NOOP') send('250 2.0.0 OK');
      else if (verb === 'QUIT') {
        send('221 2.0.0 Bye');
        socket.end();
      } else send('502 5.5.2 Command not recognised');
    };
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let i: number;
      while ((i = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        if (greeted) handle(line);
        else pending.push(line);
      }
    });
    void (async () => {
      await opts.onConnect?.(connection);
      greeted = true;
      send('220 sink.local ESMTP');
      for (const line of pending.splice(0)) handle(line);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    connections: () => count,
    setDown: (d) => (down = d),
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
