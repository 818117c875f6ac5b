// The phone page: a player's own hand at a table whose TV runs the game (issue 26).
// It only shows what the game sends (the seat's view and its legal moves) and sends back
// moves in the notation of RULES.md Part C / Part D: the game decides every rule.
"use strict";

const LANGS = ["en", "fr", "nl"];
const RETRY_MAX_MS = 8000; // a phone back from sleep retries at once (visibility / online)
const PING_EVERY_MS = 15000;
const PONG_WITHIN_MS = 5000; // no answer: the connection is dead though it looks open
const NOTICE_MS = 5000;
// The TV's room codes: four letters, never I or O (read aloud, never taken for 1 or 0).
const CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ";
const CODE_LENGTH = 4;
const NAME_LENGTH = 16; // characters, as the room counts them (game/names/normal.py)
// What the room removes from a name (game/names/normal.py's tidy): what draws nothing or
// turns the text around; tabs and line breaks are spaces. What shows nothing on its own:
// a mark needs a letter to sit on, a space is blank.
const REMOVED = /[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cc}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}]/u;
const PICTOGRAPH = /[\p{So}\p{Sk}]/u;
const UNSEEN = /^[\p{Mn}\p{Me}\s]*$/u;
const JOINER = "\u200d";

const S = {
  strings: {},
  tableLang: null,
  room: "",
  token: null,
  seat: null,
  name: "",
  ws: null,
  everOpen: false,
  retry: 0,
  retryTimer: null,
  pingTimer: null,
  pongTimer: null,
  welcomed: false,
  closed: null, // the reason the room closed, while it stays closed
  lobby: null,
  chosenSeat: null,
  state: null,
  sel: [], // selected cards: {zone, i, card}
  carte: false, // Huit: the "Carte !" toggle for the selected card
  sending: false,
  noticeTimer: null,
  ready: false, // the words are loaded: the page may connect
  fromKept: false, // the room came from this phone's storage, not from the address or the box
};

const $ = (id) => document.getElementById(id);

function el(tag, cls, text) {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  if (text !== undefined && text !== null) node.textContent = text;
  return node;
}

// ---------------------------------------------------------------- words

function lang() {
  const base = (navigator.language || "").toLowerCase().split("-")[0];
  if (LANGS.includes(base)) return base;
  const table = (S.tableLang || "").toLowerCase().split("-")[0];
  return LANGS.includes(table) ? table : "en";
}

function pluralForm(code, count) {
  if (code === "fr") return count < 2 ? "one" : "other";
  return count === 1 ? "one" : "other";
}

function t(key, params) {
  const code = lang();
  let text = (S.strings[code] || {})[key];
  if (text === undefined) text = (S.strings.en || {})[key];
  if (text === undefined) return key;
  if (typeof text === "object") {
    const count = params && typeof params.count === "number" ? params.count : 0;
    text = text[pluralForm(code, count)] || text.other || "";
  }
  if (params) {
    for (const [name, value] of Object.entries(params)) {
      text = text.split("{" + name + "}").join(String(value));
    }
  }
  return text;
}

function translateStatic() {
  document.documentElement.lang = lang();
  for (const node of document.querySelectorAll("[data-s]")) {
    node.textContent = t(node.dataset.s);
  }
  $("name").placeholder = t("phone.lobby.name_hint");
}

// ---------------------------------------------------------------- screens

const SCREENS = ["connecting", "code", "lobby", "waiting", "table", "closed"];

function show(screen) {
  for (const id of SCREENS) $(id).hidden = id !== screen;
  if (screen !== "table") $("suits").hidden = true;
  else sizeRows(); // a table drawn while hidden was not measured
}

function setNet(text) {
  const net = $("net");
  net.hidden = !text;
  net.textContent = text || "";
}

function notice(text) {
  const box = $("notice");
  box.textContent = text;
  box.hidden = false;
  clearTimeout(S.noticeTimer);
  S.noticeTimer = setTimeout(() => {
    box.hidden = true;
  }, NOTICE_MS);
}

// ---------------------------------------------------------------- connection

function tokenKey() {
  return "lan.token." + S.room;
}

function keepToken(token) {
  S.token = token;
  try {
    if (token) {
      localStorage.setItem(tokenKey(), token);
      localStorage.setItem("lan.room", S.room); // the bare address finds the seat again
    } else {
      localStorage.removeItem(tokenKey());
      if (localStorage.getItem("lan.room") === S.room) localStorage.removeItem("lan.room");
    }
  } catch (e) {
    // private browsing: the seat lasts as long as the page
  }
}

function send(message) {
  if (S.ws && S.ws.readyState === WebSocket.OPEN) {
    S.ws.send(JSON.stringify(message));
    return true;
  }
  return false;
}

function hello() {
  if (!S.room) return; // the code is still to be typed
  send({ t: "hello", room: S.room, lang: navigator.language || "", token: S.token || null });
}

function connect() {
  clearTimeout(S.retryTimer);
  S.retryTimer = null;
  if (S.ws && S.ws.readyState <= WebSocket.OPEN) return;
  const scheme = location.protocol === "https:" ? "wss://" : "ws://";
  let ws;
  try {
    ws = new WebSocket(scheme + location.host + "/ws");
  } catch (e) {
    retryLater();
    return;
  }
  S.ws = ws;
  ws.onopen = () => {
    S.everOpen = true;
    S.retry = 0;
    S.welcomed = false;
    hello();
    startPing();
  };
  ws.onmessage = (event) => {
    clearTimeout(S.pongTimer);
    let message;
    try {
      message = JSON.parse(event.data);
    } catch (e) {
      return;
    }
    if (message && typeof message === "object") receive(message);
  };
  ws.onclose = () => {
    if (S.ws === ws) lost();
  };
}

// The connection is gone (or useless): say so and try again.
function lost() {
  S.ws = null;
  S.sending = false;
  stopPing();
  if (!S.closed && S.everOpen) setNet(t("phone.reconnecting"));
  retryLater();
}

// Drop a connection that cannot work (the phone is offline, or nothing answers a ping)
// without waiting for its closing handshake, which a dead network never completes.
function dropConnection() {
  if (!S.ws) return;
  forget(S.ws);
  lost();
}

function retryLater() {
  if (S.retryTimer) return;
  const delay = Math.min(RETRY_MAX_MS, 500 * 2 ** S.retry);
  S.retry += 1;
  S.retryTimer = setTimeout(connect, delay);
}

function startPing() {
  stopPing();
  S.pingTimer = setInterval(checkAlive, PING_EVERY_MS);
}

function stopPing() {
  clearInterval(S.pingTimer);
  clearTimeout(S.pongTimer);
}

// A phone that slept may hold a socket that looks open and is dead: ask, and drop it
// if nothing answers, so that the retry starts at once.
function checkAlive() {
  const ws = S.ws;
  if (!ws || ws.readyState !== WebSocket.OPEN) return;
  send({ t: "ping" });
  clearTimeout(S.pongTimer);
  S.pongTimer = setTimeout(() => {
    if (S.ws === ws) dropConnection();
  }, PONG_WITHIN_MS);
}

function wakeUp() {
  // not before the words are there (pageshow comes with the first load); never on a seat
  // taken by another page, which comes back only when asked (playHere)
  if (!S.ready || !S.room || S.closed === "replaced" || document.visibilityState === "hidden") {
    return;
  }
  if (S.ws && S.ws.readyState === WebSocket.OPEN) {
    checkAlive();
    return;
  }
  // an attempt begun while the network was down would only fail: start afresh, now
  forget(S.ws);
  S.ws = null;
  S.retry = 0;
  connect();
}

function forget(ws) {
  if (!ws) return;
  ws.onopen = ws.onclose = ws.onmessage = null;
  try {
    ws.close();
  } catch (e) {
    // already closing
  }
}

// ---------------------------------------------------------------- messages

function receive(m) {
  switch (m.t) {
    case "lobby":
      onLobby(m);
      break;
    case "welcome":
      onWelcome(m);
      break;
    case "state":
      onState(m);
      break;
    case "error":
      onError(m);
      break;
    case "away":
      if (m.seat !== S.seat) notice(t("phone.away", { name: m.name || seatName(m.seat) }));
      break;
    case "closed":
      onClosed(m);
      break;
    default:
      break; // pong, and anything newer than this page
  }
}

// The room answered: the connection works and the room is open.
function heard() {
  setNet("");
  S.closed = null;
}

function onLobby(m) {
  heard();
  S.lobby = m;
  if (m.lang) S.tableLang = m.lang;
  translateStatic();
  if (!S.state) document.title = t("phone.game." + m.game); // the tab names the room's game
  if (S.welcomed) {
    if (!S.state) showWaiting();
    else renderTable(); // who is away
    return;
  }
  renderLobby();
  show("lobby");
}

function onWelcome(m) {
  heard();
  S.welcomed = true;
  S.seat = m.seat;
  S.name = m.name || S.name;
  keepToken(m.token || S.token);
  try {
    localStorage.setItem("lan.name", S.name);
  } catch (e) {
    // nothing to keep it in
  }
  if (!S.state || S.state.seat !== m.seat) {
    S.state = null;
    showWaiting();
  } else {
    renderTable();
    show("table");
  }
}

function showWaiting() {
  $("waiting-name").textContent = S.name;
  showRules($("waiting-rules"), S.lobby, true);
  show("waiting");
}

function onState(m) {
  heard();
  if (m.lang) S.tableLang = m.lang;
  const before = S.state;
  if (!before || before.ply !== m.ply || before.game !== m.game) {
    S.sel = [];
    S.carte = false;
    $("suits").hidden = true;
    showError("");
  }
  const wasMine = isMyTurn();
  S.state = m;
  S.seat = m.seat;
  S.sending = false;
  if (isMyTurn() && !wasMine && navigator.vibrate) navigator.vibrate(120); // a phone lying on the table
  translateStatic();
  renderTable();
  show("table");
}

function onError(m) {
  S.sending = false;
  if (m.code === "bad_room") {
    // no room has this code (mistyped, or a QR code of an earlier room): ask for it again
    const wrong = S.room;
    S.welcomed = false;
    S.state = null;
    if (S.fromKept) {
      // a room this phone remembered is over: nothing was mistyped, just ask for the code
      S.fromKept = false;
      keepToken(null);
      showCode("");
      return;
    }
    showCode(t("phone.error.bad_room", { code: wrong }), wrong);
    return;
  }
  const text = errorText(m);
  if (m.code === "bad_token") {
    // the seat was freed or handed to a bot: the lobby that follows shows the free seats
    keepToken(null);
    S.welcomed = false;
    S.state = null;
    if (!$("code").hidden) return;
  }
  if (!$("code").hidden) {
    showCode(text, $("code-input").value); // the code typed was not let in: say why
    return;
  }
  if (m.code === "room_closed") {
    onClosed({ reason: "host_closed" });
    return;
  }
  if (!S.welcomed || $("table").hidden) {
    const box = $("lobby-error");
    box.textContent = text;
    box.hidden = false;
    renderLobby();
    if ($("lobby").hidden && !S.welcomed) show("lobby"); // a wrong room code: say it
  } else {
    showError(text);
    renderTable();
  }
}

function errorText(m) {
  // The rules' own reason is translated by the game; the others are the page's words.
  if (m.code === "illegal" && m.text) return m.text;
  const key = "phone.error." + m.code;
  const own = t(key);
  if (own !== key) return own;
  return m.text || t("phone.error.unknown");
}

const CLOSED_TEXT = {
  match_over: "phone.closed.match_over",
  replaced: "phone.closed.replaced",
  host_closed: "phone.closed.host_closed",
};

function onClosed(m) {
  S.closed = CLOSED_TEXT[m.reason] ? m.reason : "host_closed";
  // The tab said "Your turn" while it was: nobody's turn now, only the game's name.
  if (S.state) document.title = t("phone.game." + S.state.game);
  S.state = null;
  S.welcomed = false;
  setNet("");
  const over = S.closed === "match_over";
  const replaced = S.closed === "replaced";
  // The room closed: the page keeps trying, and if the host opens it again (Continue, or
  // a new match), it is back. Another page or device took the seat: this one stays off
  // until asked, or two tabs would take the seat from each other forever.
  if (replaced) stayOff();
  $("closed-text").textContent = t(CLOSED_TEXT[S.closed]);
  $("closed-detail").textContent = over ? t("phone.closed.keep_open") : "";
  $("closed-detail").hidden = !over;
  $("play-here").hidden = !replaced;
  show("closed");
}

function stayOff() {
  forget(S.ws);
  S.ws = null;
  S.sending = false;
  stopPing();
  clearTimeout(S.retryTimer);
  S.retryTimer = null;
}

// "Play here": the seat's token takes the seat back (the other page is told it is replaced).
function playHere() {
  S.closed = null;
  show("connecting");
  S.retry = 0;
  connect();
}

// ---------------------------------------------------------------- the room's code

// What was typed, as a code: upper case, letters only; 1 and 0 read as the I and O they
// look like (which no code has: the page then says so rather than ask the room).
function typedCode(raw) {
  return raw.toUpperCase().replace(/1/g, "I").replace(/0/g, "O").replace(/[^A-Z]/g, "")
    .slice(0, CODE_LENGTH);
}

function keptRoom() {
  // The room this phone last held a seat in, while its token is kept.
  try {
    const room = localStorage.getItem("lan.room") || "";
    return room && localStorage.getItem("lan.token." + room) ? room : "";
  } catch (e) {
    return "";
  }
}

function showCode(error, typed) {
  S.room = "";
  history.replaceState(null, "", "/"); // a reload asks for the code again
  const input = $("code-input");
  input.value = typed || "";
  codeError(error);
  show("code");
  input.focus();
  if (typed) input.select();
}

function codeError(text) {
  $("code-error").textContent = text || "";
  $("code-error").hidden = !text;
}

function onCodeTyped() {
  const input = $("code-input");
  const code = typedCode(input.value);
  if (input.value !== code) input.value = code;
  codeError("");
}

function submitCode(event) {
  event.preventDefault();
  const code = typedCode($("code-input").value);
  if (code.length < CODE_LENGTH) {
    codeError(t("phone.code.short"));
  } else if ([...code].some((c) => !CODE_LETTERS.includes(c))) {
    codeError(t("phone.code.no_io"));
  } else {
    enterRoom(code);
    return;
  }
  $("code-input").focus();
}

function enterRoom(code) {
  S.room = code;
  history.replaceState(null, "", "/?room=" + code); // a reload comes back to this room
  try {
    S.token = localStorage.getItem(tokenKey());
  } catch (e) {
    S.token = null;
  }
  // the box stays until the room answers: the lobby, or why not (said under the box)
  if (S.ws && S.ws.readyState === WebSocket.OPEN) hello();
  else {
    S.retry = 0;
    connect();
  }
}

function showError(text) {
  const box = $("move-error");
  box.textContent = text;
  box.hidden = !text;
}

// ---------------------------------------------------------------- lobby

function levelName(level) {
  const key = "phone.level." + level;
  const text = t(key);
  return text === key ? String(level) : text;
}

function freeSeats() {
  const seats = (S.lobby && S.lobby.seats) || [];
  return seats.filter((s) => s.kind === "phone" && !s.joined);
}

function renderLobby() {
  const lobby = S.lobby;
  $("lobby-room").textContent = t("phone.room", { code: S.room });
  $("lobby-game").textContent = lobby ? t("phone.game." + lobby.game) : "";
  showRules($("lobby-rules"), lobby, true);
  const list = $("seats");
  list.replaceChildren();
  const free = freeSeats();
  if (!free.some((s) => s.seat === S.chosenSeat)) {
    S.chosenSeat = free.length ? free[0].seat : null;
  }
  for (const seat of (lobby && lobby.seats) || []) {
    const button = el("button", "seat");
    button.type = "button";
    button.dataset.seat = seat.seat;
    const number = el("span", "seat-number", t("phone.seat", { n: seat.seat + 1 }));
    let who;
    if (seat.kind === "bot") {
      // the bot plays under the name the table gave the seat ("Chloé · bot · Hard")
      const level = levelName(seat.level);
      who = seat.name ? t("phone.lobby.bot_named", { name: seat.name, level }) : t("phone.lobby.bot", { level });
    }
    else if (seat.joined) {
      who = seat.name || "";
      if (!seat.connected) who = t("phone.lobby.away_name", { name: who });
    } else who = t("phone.lobby.free");
    button.append(number, el("span", "seat-who", who));
    const open = seat.kind === "phone" && !seat.joined;
    button.disabled = !open;
    button.setAttribute("aria-pressed", String(open && seat.seat === S.chosenSeat));
    if (open) {
      button.addEventListener("click", () => {
        S.chosenSeat = seat.seat;
        renderLobby();
      });
    }
    list.append(button);
  }
  const join = $("join");
  join.disabled = S.chosenSeat === null;
  const hint = $("lobby").querySelector(".hint");
  // no seat free is said only once the room said which seats there are
  hint.textContent = !lobby ? "" : t(free.length ? "phone.lobby.pick_seat" : "phone.lobby.no_seat");
}

// The name as the room will keep it (game/names/normal.py's tidy): NFC, without what
// draws nothing (but a joiner between two emoji, drawn as one), single spaces, trimmed.
function tidyName(raw) {
  const chars = Array.from(raw.normalize("NFC"));
  const removed = (ch) => !"\t\n\r".includes(ch) && REMOVED.test(ch);
  const kept = [];
  chars.forEach((ch, i) => {
    if (ch === JOINER) {
      const next = chars.slice(i + 1).find((c) => !removed(c));
      if (kept.length && PICTOGRAPH.test(kept[kept.length - 1]) && next && PICTOGRAPH.test(next)) {
        kept.push(ch);
      }
    } else if (!removed(ch)) kept.push(ch);
  });
  return kept.join("").split(/\s+/).filter(Boolean).join(" ");
}

// What the room would surely refuse (bad_name), said before asking it: nothing visible, or
// too long. The room stays the judge of the rest (a character the TV cannot draw...).
function nameRefused(name) {
  return UNSEEN.test(name) || Array.from(name).length > NAME_LENGTH;
}

function join() {
  const name = tidyName($("name").value);
  const box = $("lobby-error");
  if (nameRefused(name)) {
    box.textContent = t("phone.error.bad_name");
    box.hidden = false;
    $("name").focus();
    return;
  }
  if (S.chosenSeat === null) return;
  box.hidden = true;
  S.name = name;
  try {
    localStorage.setItem("lan.name", name);
  } catch (e) {
    // nothing to keep it in
  }
  if (!send({ t: "join", room: S.room, seat: S.chosenSeat, name: name, lang: lang() })) {
    box.textContent = t("phone.reconnecting");
    box.hidden = false;
  }
}

// ---------------------------------------------------------------- cards

function cardImage(game, card, cls) {
  const img = el("img", "card " + (cls || ""));
  img.alt = card === null ? t("phone.card_back") : cardWords(game, card);
  img.draggable = false;
  const name = card === null ? "back" : card;
  img.src = "/cards/" + game + "/" + encodeURIComponent(name) + ".png";
  return img;
}

const SUIT_PIPS = { c: "♣", d: "♦", h: "♥", s: "♠" };
const JOKER = "X"; // Part D's joker (RULES.md H7.1): no rank, no suit
// A card's name in words, as a screen reader says it ("valet de trèfle", "klaveren boer"):
// the ranks with a name; the others are their number.
const RANK_WORDS = { A: "phone.card.ace", J: "phone.card.jack", Q: "phone.card.queen", K: "phone.card.king" };

function cardWords(game, card) {
  if (game === "huit") {
    if (card === JOKER) return t("phone.huit.joker");
    const rank = card.slice(0, -1);
    const suit = suitName(card.slice(-1));
    return RANK_WORDS[rank] ? t(RANK_WORDS[rank], { suit }) : t("phone.card.number", { rank, suit });
  }
  if (card === "h") return t("phone.eh.half");
  if (card === "g") return t("phone.eh.ghost");
  return card;
}

function cardsWords(game, cards) {
  return cards.map((c) => cardWords(game, c)).join(" ");
}

function miniCards(game, cards) {
  const box = el("span", "minis");
  for (const card of cards) box.append(cardImage(game, card, "mini"));
  return box;
}

// A row of tappable cards. `items`: {card, zone, i, playable}; the row sizes its cards to
// fit the screen (few big cards, many smaller ones, never under a finger's width).
function cardRow(game, items, per) {
  const row = el("div", "row");
  const mine = isMyTurn();
  for (const item of items) {
    const button = el("button", "card-button");
    button.type = "button";
    button.dataset.zone = item.zone;
    button.dataset.index = item.i;
    if (item.card !== null) button.dataset.card = item.card;
    button.append(cardImage(game, item.card));
    if (item.label) button.append(el("span", "card-tag", item.label));
    const selected = S.sel.some((s) => s.zone === item.zone && s.i === item.i);
    if (item.playable) button.classList.add("playable");
    else if (mine) button.classList.add("idle");
    if (selected) button.classList.add("selected");
    button.setAttribute("aria-pressed", String(selected));
    // A card that cannot be played stays in the Tab order (a screen reader lists the whole
    // hand); chosen, it says why (whyNot).
    button.setAttribute("aria-disabled", String(!item.playable));
    button.addEventListener("click", () => (item.playable ? tap(item) : whyNot(game, item)));
    row.append(button);
  }
  row.dataset.per = String(per || Math.min(Math.max(items.length, 3), 5));
  return row;
}

const CARD_GAP = 8; // px between the cards of a row (as .row's gap)
const CARD_MIN = 40; // px: a card stays a thumb's target
const CARD_MAX = 150;

// The cards as large as the screen allows with everything else in view: each row as wide
// as its number of cards across (`per`, so a row always breaks after as many cards), then
// all smaller together until nothing has to scroll, down to a thumb's size. Only a shown
// table can be measured: show() calls this again.
function sizeRows() {
  const table = $("table");
  const rows = Array.from(document.querySelectorAll("#mine .row"));
  if (table.hidden || !rows.length) return;
  const mine = $("mine");
  const style = getComputedStyle(mine);
  const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
  const width = (mine.clientWidth || document.documentElement.clientWidth) - padding;
  const widest = rows.map((row) => {
    const per = Number(row.dataset.per) || 4;
    return Math.min(CARD_MAX, Math.floor((width - CARD_GAP * (per - 1)) / per));
  });
  const apply = (scale) => {
    rows.forEach((row, i) => {
      const per = Number(row.dataset.per) || 4;
      const cw = Math.max(CARD_MIN, Math.floor(widest[i] * scale));
      row.style.setProperty("--cw", cw + "px");
      row.style.maxWidth = per * cw + (per - 1) * CARD_GAP + "px";
    });
  };
  let scale = 1;
  apply(scale);
  while (crowded() && widest.some((w) => Math.floor(w * scale) > CARD_MIN)) {
    scale -= 0.04;
    apply(scale);
  }
}

// Does anything on the table screen have to scroll to be seen?
function crowded() {
  return ["table", "info", "mine"].some((id) => {
    const box = $(id);
    return box.scrollHeight > box.clientHeight + 1;
  });
}

// ---------------------------------------------------------------- moves

function isMyTurn() {
  return !!(S.state && S.state.moves && S.state.moves.length);
}

function multisetWithin(small, big) {
  const left = big.slice();
  for (const card of small) {
    const at = left.indexOf(card);
    if (at < 0) return false;
    left.splice(at, 1);
  }
  return true;
}

// The legal moves that hold every selected card (8½).
function matchingEH(sel) {
  const moves = S.state.moves || [];
  if (!sel.length) return [];
  const zones = new Set(sel.map((s) => s.zone));
  const cards = (zone) => sel.filter((s) => s.zone === zone).map((s) => s.card);
  return moves.filter((m) => {
    if (m.kind === "swap") {
      if (zones.has("hand") || zones.has("blind")) return false;
      const mine = cards("open");
      const theirs = cards("theirs");
      return (
        mine.length <= 1 &&
        theirs.length <= 1 &&
        (!mine.length || m.cards[0] === mine[0]) &&
        (!theirs.length || m.cards[1] === theirs[0])
      );
    }
    if (zones.size !== 1) return false;
    if (m.kind === "hand" && zones.has("hand")) return multisetWithin(cards("hand"), m.cards);
    if (m.kind === "open" && zones.has("open")) return multisetWithin(cards("open"), m.cards);
    if (m.kind === "blind" && zones.has("blind")) return sel.length === 1 && m.slot === sel[0].i;
    return false;
  });
}

function matching(sel) {
  if (S.state.game === "huit") {
    if (sel.length !== 1) return [];
    return (S.state.moves || []).filter((m) => m.kind === "card" && m.card === sel[0].card);
  }
  return matchingEH(sel);
}

function tap(item) {
  if (S.sending) return;
  const at = S.sel.findIndex((s) => s.zone === item.zone && s.i === item.i);
  if (at >= 0) {
    S.sel.splice(at, 1);
  } else {
    const one = { zone: item.zone, i: item.i, card: item.card };
    let more = S.sel.concat([one]);
    if (S.state.game === "eight_half" && (item.zone === "open" || item.zone === "theirs")) {
      // in the swap, a second card of the same side replaces the first
      const swapping = (S.state.moves || []).some((m) => m.kind === "swap");
      if (swapping) more = S.sel.filter((s) => s.zone !== item.zone).concat([one]);
    }
    if (S.state.game === "huit") more = [one];
    if (matching(more).length) S.sel = more;
    else if (matching([one]).length) S.sel = [one];
  }
  S.carte = false;
  showError("");
  renderTable();
}

// A card that cannot be played now, chosen: the game says why, in the phone's words, by
// refusing it as a move (the page decides no rule itself). Nothing is sent that the room
// could play: the card is in none of the legal moves of this ply.
function whyNot(game, item) {
  if (S.sending) return;
  if (!isMyTurn()) {
    showError(t("phone.error.not_your_turn"));
    return;
  }
  let move = null;
  if (game === "huit" && item.card !== null) {
    // an 8 or a joker names a suit (H4, H7.1): any, the refusal is about the card
    const named = item.card.startsWith("8") || item.card === JOKER;
    move = named ? item.card + " c" : item.card;
  } else if (game === "eight_half" && item.card !== null && item.zone === "hand") move = item.card;
  else if (game === "eight_half" && item.card !== null && item.zone === "open") move = "open " + item.card;
  if (move === null) showError(t("phone.error.illegal"));
  else sendMove(move);
}

function sendMove(move) {
  if (S.sending || !S.state) return;
  const sent = send({ t: "move", token: S.token, move: move, ply: S.state.ply });
  if (!sent) {
    showError(t("phone.reconnecting"));
    return;
  }
  S.sending = true;
  $("suits").hidden = true;
  renderActions();
}

function actionButton(label, move, cls) {
  const button = el("button", "button " + (cls || ""));
  button.type = "button";
  if (typeof label === "string") button.textContent = label;
  else button.append(...label);
  if (move) button.dataset.move = move;
  button.disabled = S.sending;
  if (move) button.addEventListener("click", () => sendMove(move));
  return button;
}

// ---------------------------------------------------------------- the table

function names() {
  const view = (S.state && S.state.view) || {};
  if (Array.isArray(view.names)) return view.names;
  if (Array.isArray(view.seats)) return view.seats.map((s) => s.name);
  return [];
}

function seatName(seat) {
  if (seat === S.seat) return t("phone.you");
  const name = names()[seat];
  if (name) return name;
  const lobbySeat = ((S.lobby && S.lobby.seats) || []).find((s) => s.seat === seat);
  return (lobbySeat && lobbySeat.name) || t("phone.seat", { n: seat + 1 });
}

// A friend whose phone has gone (locked, out of Wi-Fi): the table waits for them.
function isAway(seat) {
  const entry = ((S.lobby && S.lobby.seats) || []).find((s) => s.seat === seat);
  return !!(entry && entry.kind === "phone" && entry.joined && !entry.connected);
}

function otherName(seat, name) {
  const text = isAway(seat) ? t("phone.lobby.away_name", { name }) : name;
  return el("span", "other-name" + (isAway(seat) ? " away" : ""), text);
}

// What has the focus, as something the next drawing has again: a card by its zone and
// place, a button by its move (or its Play), the "Carte !" toggle.
function focusedThing() {
  const node = document.activeElement;
  if (!node || !node.closest || !node.closest("#table")) return null;
  if (node.dataset.zone !== undefined) return `[data-zone='${node.dataset.zone}'][data-index='${node.dataset.index}']`;
  if (node.dataset.move) return `[data-move='${CSS.escape(node.dataset.move)}']`;
  if (node.dataset.play) return "[data-play]";
  if (node.classList.contains("carte")) return ".carte";
  return null;
}

// The table is drawn afresh at each change: a keyboard's or a screen reader's place in it
// stays where it was (else each tap would send the focus back to the page's top).
function keepFocus(draw) {
  const thing = focusedThing();
  draw();
  if (!thing) return;
  const again = $("table").querySelector(thing);
  if (again && again !== document.activeElement) again.focus();
}

function renderTable() {
  keepFocus(drawTable);
}

function drawTable() {
  const m = S.state;
  if (!m) return;
  document.body.dataset.game = m.game;
  document.body.dataset.ply = String(m.ply); // what the page shows is this state's
  document.body.classList.toggle("my-turn", isMyTurn());
  const game = t("phone.game." + m.game);
  document.title = isMyTurn() ? t("phone.turn.you") + " · " + game : game;
  $("prompt").textContent = m.prompt || "";
  // Whose turn it is stands in the header: the line says what you may do, or the result.
  const over = m.view.winner !== null && m.view.winner !== undefined || m.view.phase === "over";
  $("prompt").hidden = !m.prompt || !(isMyTurn() || over);
  $("last").textContent = m.last || "";
  $("last").hidden = !m.last;
  if (m.game === "huit") {
    renderHuitPublic(m.view);
    renderHuitMine(m.view);
  } else {
    renderEHPublic(m.view);
    renderEHMine(m.view);
  }
  // On the player's turn the line under the header says it ("Your turn: play…"): the
  // header does not say it a second time.
  const turn = $("public").querySelector(".turn");
  if (turn) turn.hidden = isMyTurn() && !$("prompt").hidden;
  drawActions();
}

function renderActions() {
  keepFocus(drawActions);
}

function drawActions() {
  const box = $("actions");
  box.replaceChildren();
  if (!S.state) return;
  if (S.state.game === "huit") huitActions(box);
  else ehActions(box);
  box.hidden = !box.children.length;
  sizeRows(); // the bar's height changed: the cards take what is left
}

function turnLine(view) {
  if (view.winner !== null && view.winner !== undefined) {
    return view.winner === S.seat ? t("phone.you_win") : t("phone.wins", { name: seatName(view.winner) });
  }
  // R10.4: the previous winner decides the swap, whoever opens afterwards
  const decider = view.phase === "swap" && typeof view.swapper === "number" ? view.swapper : view.turn;
  if (decider === S.seat || isMyTurn()) return t("phone.turn.you");
  return t("phone.turn.other", { name: seatName(decider) });
}

// The other seats, then the points once the game or round is over.
function endPublic(head, seats, view) {
  // On a short screen the list scrolls inside the header: the keyboard can reach and
  // scroll it, and a screen reader names it.
  seats.tabIndex = 0;
  seats.setAttribute("aria-label", t("phone.others"));
  head.append(seats);
  if (!view.points) return;
  const parts = view.points.map((p, seat) => seatName(seat) + " " + p);
  head.append(el("p", "points", t("phone.points", { points: parts.join(" · ") })));
}

// ---- 8½

function bidWords(bid) {
  if (bid === null || bid === undefined) return "0";
  const halves = Math.round(parseFloat(bid) * 2);
  const whole = Math.floor(halves / 2);
  return halves % 2 ? (whole ? whole + "½" : "½") : String(whole);
}

function renderEHPublic(view) {
  const head = $("public");
  head.replaceChildren();
  const top = el("div", "public-top");
  const bid = el("div", "bid");
  bid.append(el("span", "bid-label", t("phone.eh.bid")), el("span", "bid-value", bidWords(view.bid)));
  if (view.five_rule) bid.append(el("span", "tag lower", t("phone.eh.lower")));
  if (view.half_owner !== null && view.half_owner !== undefined && String(view.bid).endsWith(".5")) {
    bid.append(el("span", "tag", t("phone.eh.half_owner", { name: seatName(view.half_owner) })));
  }
  const pile = el("div", "pile");
  const cards = view.pile || [];
  const shown = el("div", "pile-cards");
  for (const card of cards.slice(-4)) shown.append(cardImage("eight_half", card, "small"));
  if (!cards.length) shown.append(el("span", "empty", t("phone.eh.pile_empty")));
  pile.append(shown, el("span", "count", t("phone.eh.pile_count", { count: cards.length })));
  top.append(bid, pile);
  head.append(top, el("p", "turn", turnLine(view)));
  const seats = el("ul", "others");
  (view.seats || []).forEach((seat, i) => {
    if (i === S.seat) return;
    const line = el("li", "other" + (view.turn === i ? " on-turn" : ""));
    line.dataset.seat = i;
    const info = el("span", "other-info");
    info.append(otherName(i, seat.name || seatName(i)));
    const counts = [t("phone.eh.hand_n", { count: seat.hand })];
    if (seat.draw) counts.push(t("phone.eh.draw_n", { count: seat.draw }));
    if (seat.blind) counts.push(t("phone.eh.blind_n", { count: seat.blind }));
    if (seat.aside && seat.aside.length) counts.push(t("phone.eh.aside_n", { count: seat.aside.length }));
    info.append(el("span", "other-counts", counts.join(" · ")));
    line.append(info);
    const open = (seat.open || []).filter((c) => c !== null);
    if (open.length) line.append(miniCards("eight_half", open));
    seats.append(line);
  });
  endPublic(head, seats, view);
}

function renderEHMine(view) {
  const mine = $("mine");
  mine.replaceChildren();
  const moves = S.state.moves || [];
  const inMoves = (kind, at) => new Set(moves.filter((m) => m.kind === kind).map((m) => m.cards[at]));
  const handCards = new Set(moves.filter((m) => m.kind === "hand").flatMap((m) => m.cards));
  const openCards = new Set(moves.filter((m) => m.kind === "open").flatMap((m) => m.cards));
  for (const card of inMoves("swap", 0)) openCards.add(card);
  const theirCards = inMoves("swap", 1);
  const blindSlots = new Set(moves.filter((m) => m.kind === "blind").map((m) => m.slot));

  const zones = [];
  const hand = view.hand || [];
  if (hand.length) {
    const items = hand.map((card, i) => ({ card, zone: "hand", i, playable: handCards.has(card) }));
    zones.push([t("phone.eh.your_hand"), cardRow("eight_half", items, hand.length <= 4 ? 4 : 5)]);
  }
  const open = [];
  (view.open || []).forEach((card) => {
    if (card !== null) open.push({ card, zone: "open", i: open.length, playable: openCards.has(card) });
  });
  const blind = [];
  (view.blind || []).forEach((there) => {
    if (there) blind.push({ card: null, zone: "blind", i: blind.length, playable: blindSlots.has(blind.length) });
  });
  if (open.length || blind.length) {
    const table = open.concat(blind);
    zones.push([t("phone.eh.your_table"), cardRow("eight_half", table, Math.min(6, Math.max(3, table.length)))]);
  }
  const loser = swapLoser(view, theirCards);
  if (loser !== null) {
    const theirs = [];
    (view.seats[loser].open || []).forEach((card) => {
      if (card !== null) theirs.push({ card, zone: "theirs", i: theirs.length, playable: theirCards.has(card) });
    });
    zones.push([t("phone.eh.their_open", { name: seatName(loser) }), cardRow("eight_half", theirs, 5)]);
  }
  // R10.4: the swap is of open cards: they come first, the hand last
  const later = loser !== null && hand.length ? zones.shift() : null;
  for (const [label, row] of zones) mine.append(zoneLabel(label), row);
  const counts = [];
  if (view.draw) counts.push(t("phone.eh.your_draw", { count: view.draw }));
  if (view.aside && view.aside.length) counts.push(t("phone.eh.your_aside", { count: view.aside.length }));
  if (counts.length) mine.append(el("p", "my-counts", counts.join(" · ")));
  if (later) mine.append(zoneLabel(later[0]), later[1]);
}

function swapLoser(view, theirCards) {
  if (!theirCards.size) return null;
  if (typeof view.loser === "number") return view.loser;
  const wanted = Array.from(theirCards);
  const seats = view.seats || [];
  for (let i = 0; i < seats.length; i++) {
    if (i !== S.seat && wanted.every((c) => (seats[i].open || []).includes(c))) return i;
  }
  return null;
}

function zoneLabel(text) {
  return el("h2", "zone", text);
}

// An attack (R6.2): number cards one above a half bid owned by the player before.
function isAttack(view, move) {
  if (view.phase === "attack_window") return move.kind !== "pass";
  const halves = Math.round(parseFloat(view.bid || "0") * 2);
  if (halves % 2 === 0 || view.half_owner === null || view.half_owner === S.seat) return false;
  const value = String((halves + 1) / 2);
  return Array.isArray(move.cards) && move.cards.length > 0 && move.cards.every((c) => c === value);
}

function ehActions(box) {
  const view = S.state.view;
  const moves = S.state.moves || [];
  if (!moves.length) return;
  const chosen = matchingEH(S.sel);
  const selectedCount = S.sel.length;
  chosen.sort((a, b) => ((a.cards || []).length - (b.cards || []).length));
  for (const move of chosen) {
    let label;
    let cls = "";
    if (move.kind === "swap") {
      if (move.cards.length !== 2 || selectedCount < 2) continue; // pick both cards first
      label = [el("span", "", t("phone.eh.swap")), miniCards("eight_half", [move.cards[0]]),
        el("span", "arrow", "⇄"), miniCards("eight_half", [move.cards[1]])];
      cls = "primary";
    } else if (move.kind === "blind") {
      label = t("phone.eh.turn_blind");
      cls = "primary";
    } else {
      const attack = isAttack(view, move);
      label = [el("span", "", t(attack ? "phone.eh.attack" : "phone.eh.play")), miniCards("eight_half", move.cards)];
      const exact = move.cards.length === selectedCount;
      cls = (exact ? "primary" : "") + (attack ? " attack" : "");
    }
    box.append(actionButton(label, move.move, cls));
  }
  const cardMoves = moves.some((m) => ["hand", "open", "blind", "swap"].includes(m.kind));
  if (cardMoves && !chosen.length) {
    const hint = moves.some((m) => m.kind === "swap") ? "phone.eh.tap_swap" : "phone.eh.tap_cards";
    box.append(el("p", "tap-hint", t(hint)));
  } else if (chosen.length && moves.some((m) => m.kind === "swap") && selectedCount < 2) {
    box.append(el("p", "tap-hint", t("phone.eh.tap_swap")));
  }
  for (const move of moves) {
    if (move.kind === "take") box.append(actionButton(t("phone.eh.take"), move.move, "primary"));
    if (move.kind === "pass") box.append(actionButton(t("phone.eh.pass"), move.move));
    if (move.kind === "noswap") box.append(actionButton(t("phone.eh.noswap"), move.move));
  }
}

// ---- Huit

function suitName(suit) {
  return t("phone.suit." + suit);
}

// The house rules in force (RULES.md H7), in H7's order: "House rules: jokers · jacks
// reverse", or, where `book` asks for it (the lobby), that the book's rules are played.
// A name this page does not know yet (a newer game) is shown as the game sent it.
function rulesText(rules, book) {
  const names = (rules || []).map((rule) => {
    const key = "phone.rules." + rule;
    const words = t(key);
    return words === key ? rule : words;
  });
  if (names.length) return t("phone.rules.house", { rules: names.join(" · ") });
  return book ? t("phone.rules.book") : "";
}

// The line of the rules in a room of Huit américain (8½ has no house rules).
function showRules(node, message, book) {
  const text = message && message.game === "huit" ? rulesText(message.rules, book) : "";
  node.textContent = text;
  node.hidden = !text;
}

// Which way play goes (H7.2), told only where a jack may turn it: the game says it.
const DIRECTION_ARROWS = { 1: "↻", "-1": "↺" };

function directionTag(view) {
  if (!(view.rules || []).includes("jack_reverses")) return null;
  const back = view.direction === -1;
  const tag = el("span", "tag direction" + (back ? " reversed" : ""));
  tag.dataset.direction = back ? "-1" : "1";
  tag.append(el("span", "pip", DIRECTION_ARROWS[back ? -1 : 1]),
    el("span", "", t(back ? "phone.huit.direction_ccw" : "phone.huit.direction_cw")));
  return tag;
}

function renderHuitPublic(view) {
  const head = $("public");
  head.replaceChildren();
  const top = el("div", "public-top");
  const discard = el("div", "pile");
  if (view.top) discard.append(cardImage("huit", view.top, "small top"));
  const info = el("div", "huit-info");
  if (view.suit) {
    const asked = el("span", "tag suit-asked suit-" + view.suit);
    asked.append(el("span", "pip", SUIT_PIPS[view.suit]), el("span", "", t("phone.huit.asked", { suit: suitName(view.suit) })));
    info.append(asked);
  }
  if (view.penalty) {
    // the card on top says whose penalty it is: an ace's (H4.2) or a joker's (H7.1)
    const key = view.top === JOKER ? "phone.huit.penalty_joker" : "phone.huit.penalty";
    info.append(el("span", "tag lower penalty", t(key, { count: view.penalty })));
  }
  const direction = directionTag(view);
  if (direction) info.append(direction);
  info.append(el("span", "count", t("phone.huit.stock", { count: view.stock || 0 })));
  top.append(discard, info);
  head.append(top, el("p", "turn", turnLine(view)));
  const seats = el("ul", "others chips");
  (view.hands || []).forEach((count, i) => {
    if (i === S.seat) return;
    const chip = el("li", "other" + (view.turn === i ? " on-turn" : "") + (count === 1 ? " one-card" : ""));
    chip.dataset.seat = i;
    chip.append(otherName(i, seatName(i)), el("span", "other-counts", t("phone.huit.cards_n", { count })));
    seats.append(chip);
  });
  endPublic(head, seats, view);
  const rules = rulesText(view.rules, false);
  if (rules) head.append(el("p", "rules", rules));
}

function renderHuitMine(view) {
  const mine = $("mine");
  mine.replaceChildren();
  const moves = S.state.moves || [];
  const playable = new Set(moves.filter((m) => m.kind === "card").map((m) => m.card));
  const hand = view.hand || [];
  mine.append(zoneLabel(t("phone.huit.your_hand", { count: hand.length })));
  let drawnMarked = false;
  const items = hand.map((card, i) => {
    const item = { card, zone: "hand", i, playable: playable.has(card) };
    if (view.drawn && card === view.drawn && !drawnMarked) {
      item.label = t("phone.huit.drawn");
      drawnMarked = true;
    }
    return item;
  });
  const per = hand.length <= 4 ? 4 : hand.length <= 10 ? 5 : 6;
  mine.append(cardRow("huit", items, per));
}

function huitActions(box) {
  const view = S.state.view;
  const moves = S.state.moves || [];
  if (!moves.length) return;
  const chosen = matching(S.sel);
  if (chosen.length) {
    const card = chosen[0].card;
    const eight = chosen.some((m) => m.suit);
    const carteMove = chosen.some((m) => m.carte);
    const label = [el("span", "", t("phone.huit.play")), miniCards("huit", [card])];
    const play = actionButton(label, null, "primary");
    play.dataset.play = card;
    play.addEventListener("click", () => {
      if (eight) openSuits(chosen);
      else playCard(chosen, null);
    });
    if (carteMove) {
      const toggle = el("button", "button toggle carte", t("phone.huit.carte"));
      toggle.type = "button";
      toggle.setAttribute("aria-pressed", String(S.carte));
      toggle.disabled = S.sending;
      toggle.addEventListener("click", () => {
        S.carte = !S.carte;
        renderActions();
      });
      box.append(toggle);
    }
    box.append(play);
  } else if (moves.some((m) => m.kind === "card")) {
    box.append(el("p", "tap-hint", t("phone.huit.tap_card")));
  }
  for (const move of moves) {
    if (move.kind === "call") {
      const who = view.callable !== null && view.callable !== undefined ? view.callable : view.unannounced;
      box.append(actionButton(t("phone.huit.call", { name: seatName(who) }), move.move, "attack"));
    }
  }
  for (const move of moves) {
    if (move.kind === "draw") {
      const text = view.penalty ? t("phone.huit.draw_penalty", { count: view.penalty }) : t("phone.huit.draw");
      box.append(actionButton(text, move.move));
    }
    if (move.kind === "pass") {
      box.append(actionButton(t(view.phase === "drawn" ? "phone.huit.keep" : "phone.huit.pass"), move.move));
    }
  }
}

function playCard(chosen, suit) {
  const move = chosen.find((m) => (m.suit || null) === suit && !!m.carte === S.carte)
    || chosen.find((m) => (m.suit || null) === suit);
  if (move) sendMove(move.move);
}

// The suit of an 8 (H4): the chooser takes the focus (its first suit), and gives it back to
// the Play button it came from when it closes without a move.
function openSuits(chosen) {
  const box = $("suits");
  for (const button of box.querySelectorAll("[data-suit]")) {
    const suit = button.dataset.suit;
    button.disabled = !chosen.some((m) => m.suit === suit);
    button.onclick = () => playCard(chosen, suit);
  }
  box.hidden = false;
  const first = box.querySelector("[data-suit]:not(:disabled)");
  if (first) first.focus();
}

function closeSuits() {
  $("suits").hidden = true;
  const play = $("actions").querySelector("[data-play]");
  if (play) play.focus();
}

// ---------------------------------------------------------------- start

function start() {
  const params = new URLSearchParams(location.search);
  S.room = typedCode(params.get("room") || "");
  try {
    S.token = localStorage.getItem(tokenKey());
    $("name").value = localStorage.getItem("lan.name") || "";
  } catch (e) {
    S.token = null;
  }
  $("join").addEventListener("click", join);
  $("play-here").addEventListener("click", playHere);
  $("name").addEventListener("keydown", (event) => {
    if (event.key === "Enter") join();
  });
  $("code-form").addEventListener("submit", submitCode);
  $("code-input").addEventListener("input", onCodeTyped);
  $("suits-cancel").addEventListener("click", closeSuits);
  $("suits").addEventListener("keydown", (event) => {
    if (event.key === "Escape") closeSuits();
  });
  document.addEventListener("visibilitychange", wakeUp);
  window.addEventListener("online", wakeUp);
  window.addEventListener("offline", dropConnection);
  window.addEventListener("pageshow", wakeUp);
  window.addEventListener("resize", sizeRows);
  fetch("/strings.json")
    .then((r) => (r.ok ? r.json() : {}))
    .catch(() => ({}))
    .then((strings) => {
      S.strings = strings || {};
      S.ready = true;
      translateStatic();
      if (S.room) connect();
      else if (keptRoom()) {
        // the bare address on a phone that holds a seat: straight back to it
        S.fromKept = true;
        enterRoom(keptRoom());
      } else showCode(""); // the bare address, typed from the TV: the code is asked here
    });
}

start();
