// The host of a served board (host.js): its model shim, its socket, and the real Sky Towers
// bundle rendered from what a served page receives (fixture.json, from js/host/make_fixture.py).
import test from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { HostModel, handOver, handle, host, socketUrl } from "./host.js";
import { byTestId, click, page, tick } from "../testing/jsdom.js";

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = dirname(dirname(HERE));
const STATIC = join(ROOT, "skywidgets", "widgets", "static");
const [OPEN, UPDATE] = JSON.parse(readFileSync(join(HERE, "fixture.json"), "utf8"));

/** A WebSocket as the page sees it: what was sent, and hooks to answer or drop it. */
class FakeSocket {
  static made = [];
  constructor(url) {
    this.url = url;
    this.sent = [];
    this.closed = false;
    FakeSocket.made.push(this);
  }
  send(text) {
    if (this.closed) throw new Error("closed");
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.closed = true;
    if (this.onclose) this.onclose({ code: 1000 });
  }
  deliver(message) {
    this.onmessage({ data: typeof message === "string" ? message : JSON.stringify(message) });
  }
}

const LOCATION = { protocol: "http:", host: "127.0.0.1:8765" };
const importBundle = (url) => import(pathToFileURL(join(STATIC, url.split("/").pop())).href);
const settle = async () => { for (let i = 0; i < 20; i += 1) await tick(); };

test("the model gives values, fires change events in order and is quiet after off", () => {
  const sent = [];
  const model = new HostModel({ step: 0, title: "T" }, (m) => sent.push(m));
  const seen = [];
  const onStep = (_m, value) => seen.push(`step=${value}`);
  model.on("change:step", onStep);
  model.on("change", () => seen.push(`change@${model.get("step")}`));
  model.update({ step: 1, title: "U" });
  assert.deepEqual(seen, ["step=1", "change@1"]);
  assert.equal(model.get("title"), "U");
  model.off("change:step", onStep);
  model.update({ step: 2 });
  assert.deepEqual(seen, ["step=1", "change@1", "change@2"]);
  model.send({ type: "hint" });
  assert.deepEqual(sent, [{ type: "comm_msg", data: { method: "custom", content: { type: "hint" } } }]);
  assert.equal(model.widget_manager.kernel, null);
});

test("a closed link fires comm:close once, and a send then throws as a dead comm does", () => {
  const model = new HostModel({}, () => {});
  const events = [];
  model.on("comm_live_update", () => events.push("live"));
  model.on("comm:close", () => events.push("close"));
  handle(model, { type: "comm_close", data: {} });
  handle(model, { type: "comm_close", data: {} });
  assert.deepEqual(events, ["live", "close"]);
  assert.throws(() => model.send({ type: "play", id: 0 }), /Cannot send/);
});

test("server messages: updates change the model, custom ones reach msg:custom", () => {
  const model = new HostModel({ a: 1 }, () => {});
  const custom = [];
  model.on("msg:custom", (content) => custom.push(content));
  handle(model, { type: "comm_msg", data: { method: "update", state: { a: 2 } } });
  handle(model, { type: "comm_msg", data: { method: "custom", content: { hi: 1 } } });
  handle(model, null);
  assert.equal(model.get("a"), 2);
  assert.deepEqual(custom, [{ hi: 1 }]);
});

test("the socket address follows the page's scheme and escapes the code", () => {
  assert.equal(socketUrl(LOCATION, "a b"), "ws://127.0.0.1:8765/ws/board/a%20b");
  assert.equal(socketUrl({ protocol: "https:", host: "x" }, "c"), "wss://x/ws/board/c");
  assert.equal(socketUrl({ protocol: "http:", host: "x", search: "?view=public" }, "c"),
    "ws://x/ws/board/c?view=public");
});

test("the real Sky Towers bundle renders from comm_open, sends a click, takes an update", async () => {
  FakeSocket.made = [];
  const { el, document, window } = page();
  const status = document.createElement("div");
  const run = host({ el, status, code: "seat-code", location: LOCATION, WebSocket: FakeSocket,
    importBundle });
  const [socket] = FakeSocket.made;
  assert.equal(socket.url, "ws://127.0.0.1:8765/ws/board/seat-code");
  assert.equal(status.textContent, "connecting…");
  socket.deliver(OPEN);
  await settle();
  assert.equal(status.textContent, "");
  assert.ok(byTestId(el, "seat-0") && byTestId(el, "seat-1"), "the board is drawn");
  assert.ok(document.querySelector("link[data-board-css='skywidgets.css']"));
  assert.equal(run.model.get("seat"), 0);
  assert.equal(run.model.get("locked"), true);
  click(window, byTestId(el, "action-draw"));
  const [sent] = socket.sent;
  assert.equal(sent.type, "comm_msg");
  assert.equal(sent.data.method, "custom");
  assert.equal(sent.data.content.type, "play");
  assert.equal(sent.data.content.shown, OPEN.data.state.version);
  socket.deliver(UPDATE);
  await settle();
  assert.equal(run.model.get("step"), 1);
  socket.deliver({ type: "error", error: { rule: "table message", reason: "too many messages" } });
  await settle();
  assert.equal(status.textContent, "too many messages");
  run.stop();
});

test("a lost link greys the board, then a new socket brings a fresh board", async () => {
  FakeSocket.made = [];
  const { el, document } = page();
  const status = document.createElement("div");
  const run = host({ el, status, code: "c", location: LOCATION, WebSocket: FakeSocket,
    importBundle, retry: 500 });
  FakeSocket.made[0].deliver(OPEN);
  await settle();
  const first = run.model;
  let closed = 0;
  first.on("comm:close", () => { closed += 1; });
  FakeSocket.made[0].close();
  assert.equal(closed, 1);
  assert.match(status.textContent, /reconnecting/);
  await settle();
  assert.ok(byTestId(el, "dead-banner"), "the old board says it is cut off");
  assert.match(byTestId(el, "dead-banner").textContent, /the table server is gone — reconnecting/i);
  assert.doesNotMatch(byTestId(el, "dead-banner").textContent, /kernel/);
  assert.throws(() => first.send({ type: "hint" }), /Cannot send/);
  await new Promise((done) => setTimeout(done, 700));
  assert.equal(FakeSocket.made.length, 2);
  FakeSocket.made[1].deliver(OPEN);
  await settle();
  assert.notEqual(run.model, first);
  assert.ok(run.model.live && byTestId(el, "seat-0"));
  FakeSocket.made[1].deliver("not json");  // ignored, the board stays
  await settle();
  assert.ok(byTestId(el, "seat-0"));
  run.stop();
  assert.equal(FakeSocket.made.length, 2);
});

test("the Review button wakes once the game is over, asks for a review, sleeps when cut off",
  async () => {
    FakeSocket.made = [];
    const { el, document, window } = page();
    const review = document.createElement("button");
    document.body.append(review);
    const run = host({ el, code: "c", location: LOCATION, WebSocket: FakeSocket, importBundle,
      review, retry: 60_000 });
    assert.equal(review.disabled, true);
    const [socket] = FakeSocket.made;
    socket.deliver(OPEN);
    await settle();
    assert.equal(review.disabled, true, "the game is not over yet");
    socket.deliver({ type: "comm_msg", data: { method: "update", state: { over: true } } });
    await settle();
    assert.equal(review.disabled, false);
    review.dispatchEvent(new window.MouseEvent("click", { bubbles: true }));
    assert.deepEqual(socket.sent.at(-1).data.content, { type: "review" });
    socket.close();
    assert.equal(review.disabled, true, "no review without the link");
    run.stop();
  });

test("the teacher's hand-over form posts its seat and bot as JSON and shows the answer",
  async () => {
    const { document, window } = page();
    const form = document.createElement("form");
    form.innerHTML = "<select name='seat'><option value='1'>2: bob</option></select>"
      + "<select name='bot'><option>greedy</option></select>";
    const status = document.createElement("output");
    document.body.append(form, status);
    const calls = [];
    let answer = { table: "t", bots: [null, "greedy"] };
    const fetch = async (url, init) => {
      calls.push([url, init]);
      return { json: async () => answer };
    };
    handOver({ form, status, code: "a b", fetch });
    const submit = () => form.dispatchEvent(new window.Event("submit", { cancelable: true }));
    assert.equal(submit(), false, "the page never leaves: the form's default is prevented");
    await settle();
    const [[url, init]] = calls;
    assert.equal(url, "/api/tables/a%20b/bot");
    assert.equal(init.method, "POST");
    assert.equal(init.headers["Content-Type"], "application/json");
    assert.deepEqual(JSON.parse(init.body), { seat: 1, bot: "greedy" });
    assert.equal(status.textContent, "A bot (greedy) plays seat 2 from now on.");
    answer = { error: { rule: "class table", reason: "seat 1's player is at the table" } };
    submit();
    await settle();
    assert.equal(status.textContent, "seat 1's player is at the table");
    handOver({ form: null, status, code: "x", fetch });  // no form (a seat's page): nothing
  });
