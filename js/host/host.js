// The host of a served board (`skywidgets serve`, docs/serve.md): the game's own board bundle,
// unchanged, rendered full page through a small model that talks to the server over one
// WebSocket instead of a Jupyter kernel. Self-contained (no imports): `npm run build` writes it
// with the bundles to skywidgets/serve/static/host.js, where the server serves it from (CI
// checks the built file is current).
//
// What the boards use of an anywidget model, and so all this model is: get, set,
// save_changes, on/off ("change:<name>", "change", "msg:custom", "comm:close",
// "comm_live_update"), send (throws once the link is gone) and widget_manager.kernel.

/** The board's model: its state as the server last sent it, its events, its link. */
export class HostModel {
  constructor(state, send) {
    this._state = { ...state };
    this._send = send;
    this._handlers = new Map();
    this.live = true;
    // no kernel: alive.js watches the model events, and words its banner for a table server
    this.widget_manager = { kernel: null, host: "table-server" };
  }

  get(name) {
    return this._state[name];
  }

  /** A local change (a board's own UI state); the server never takes state from a page. */
  set(name, value) {
    this._state[name] = value;
    this.trigger(`change:${name}`, this, value);
  }

  save_changes() {}

  on(event, handler) {
    if (!this._handlers.has(event)) this._handlers.set(event, new Set());
    this._handlers.get(event).add(handler);
  }

  off(event, handler) {
    if (handler === undefined) this._handlers.delete(event);
    else if (this._handlers.has(event)) this._handlers.get(event).delete(handler);
  }

  trigger(event, ...args) {
    for (const handler of [...(this._handlers.get(event) || [])]) handler(...args);
  }

  /** An intent to the server (the board's `model.send`); throws once the link is gone. */
  send(content) {
    if (!this.live) throw new Error("Cannot send: the connection to the server is closed");
    this._send({ type: "comm_msg", data: { method: "custom", content } });
  }

  /** The server's update: every value first, then each change event, then "change". */
  update(state) {
    const names = Object.keys(state || {});
    for (const name of names) this._state[name] = state[name];
    for (const name of names) this.trigger(`change:${name}`, this, state[name]);
    if (names.length) this.trigger("change", this);
  }

  /** The link is gone: the board greys itself out (js/shared/alive.js). */
  close() {
    if (!this.live) return;
    this.live = false;
    this.trigger("comm_live_update", this);
    this.trigger("comm:close", this);
  }
}

/** Apply one server message to a model (after the comm_open that made it). */
export function handle(model, message) {
  if (!message || typeof message !== "object") return;
  if (message.type === "comm_msg") {
    const data = message.data || {};
    if (data.method === "update" || data.method === "echo_update") model.update(data.state);
    else if (data.method === "custom") model.trigger("msg:custom", data.content, []);
  } else if (message.type === "comm_close") {
    model.close();
  }
}

/** The board socket's address for a join code, from the page's own address (its query,
 * such as the spectator's `?view=public`, goes along). */
export function socketUrl(location, code) {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  const query = location.search || "";
  return `${scheme}//${location.host}/ws/board/${encodeURIComponent(code)}${query}`;
}

/**
 * Connect a page to its board: open the socket, and on the server's comm_open make the model,
 * load the board's bundle and render it into `el`; later messages update the model. A lost
 * link closes the model (the board says so) and reconnects after `retry` ms with a fresh
 * board. Returns `{ stop() }`. `importBundle(url)` and `WebSocket` are given for tests.
 * `review` (optional): the page's "Review" button, enabled once the game is over and the link
 * is live; a click asks the server for the coach's review, which marks the board's log.
 */
export function host({ el, status, code, location, WebSocket, importBundle, review = null,
  retry = 2000 }) {
  let socket = null;
  let model = null;
  let cleanup = null;
  let stopped = false;
  let timer = null;
  const say = (text) => { if (status) status.textContent = text; };
  const ready = () => {
    if (review) review.disabled = !(model && model.live && model.get("over"));
  };
  if (review) {
    review.disabled = true;
    review.addEventListener("click", () => {
      if (model && model.live) model.send({ type: "review" });
    });
  }
  const teardown = () => {
    if (typeof cleanup === "function") cleanup();
    cleanup = null;
  };

  async function opened(message) {
    teardown();
    const doc = el.ownerDocument;
    if (message.css && doc && !doc.querySelector(`link[data-board-css="${message.css}"]`)) {
      const link = doc.createElement("link");
      link.rel = "stylesheet";
      link.href = `/static/${message.css}`;
      link.setAttribute("data-board-css", message.css);
      doc.head.append(link);
    }
    const link = socket;
    model = new HostModel((message.data || {}).state || {}, (msg) => link.send(JSON.stringify(msg)));
    model.on("change:over", ready);
    model.on("comm_live_update", ready);
    ready();
    const widget = (await importBundle(`/static/${message.bundle}`)).default;
    el.replaceChildren();
    const init = widget.initialize ? await widget.initialize({ model }) : null;
    const view = await widget.render({ model, el });
    cleanup = () => {
      if (typeof view === "function") view();
      if (typeof init === "function") init();
    };
    say("");
  }

  function connect() {
    if (stopped) return;
    say("connecting…");
    socket = new WebSocket(socketUrl(location, code));
    const mine = socket;
    let pending = Promise.resolve();
    socket.onmessage = (event) => {
      let message;
      try {
        message = JSON.parse(event.data);
      } catch (err) {
        return;
      }
      pending = pending.then(async () => {
        if (mine !== socket) return;
        if (message.type === "comm_open") await opened(message);
        else if (message.type === "error") say((message.error || {}).reason || "refused");
        else if (model) handle(model, message);
      });
    };
    socket.onclose = () => {
      if (mine !== socket) return;
      if (model) model.close();
      if (stopped) return;
      say("The connection to the table was lost: reconnecting…");
      timer = setTimeout(connect, retry);
    };
  }

  connect();
  return {
    get model() { return model; },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (socket) socket.close();
      teardown();
    },
  };
}

/**
 * The teacher's "hand this seat to a bot" form on the spectator's page (absent elsewhere): its
 * seat and bot go to `POST /api/tables/{code}/bot` as JSON; the answer, or the server's refusal
 * in its own words, shows in `status`. `fetch` is given for tests.
 */
export function handOver({ form, status, code, fetch }) {
  if (!form) return;
  const say = (text) => { if (status) status.textContent = text; };
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const seat = Number(form.elements.seat.value);
    const bot = form.elements.bot.value;
    let answer = {};
    try {
      const reply = await fetch(`/api/tables/${encodeURIComponent(code)}/bot`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ seat, bot }),
      });
      answer = await reply.json();
    } catch (err) {
      say("The table server did not answer: try again.");
      return;
    }
    if (answer.error) say(answer.error.reason || "refused");
    else say(`A bot (${bot}) plays seat ${seat + 1} from now on.`);
  });
}
