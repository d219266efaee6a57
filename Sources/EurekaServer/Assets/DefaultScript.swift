/// The page's script: live updates without a framework, a build step or inline code (the
/// strict Content-Security-Policy allows only this file). It sends each change with the page's
/// state, applies answers that carry only what changed — keeping focus, caret and what was
/// typed since — turns selectors, alerts and action sheets into dialogs, and announces errors
/// and shown or hidden rows in a live region. Without it, every page still works.
enum DefaultScript {
    static let text = #"""
        "use strict";
        (() => {
          const first = document.querySelector("form.eu-form[data-live]");
          if (!first || !window.fetch) return;
          document.documentElement.classList.add("eu-js");

          // A reload or Back brings the page fresh from the server (it is no-store), and what the
          // person did live — rows added, moved or removed, titles, exact values — would be gone:
          // it is in the page only. So the fields a live request would carry are kept per tab
          // (sessionStorage), never a password's or a file's, and posted back as the plain form's
          // Update posts them; the page the server writes from them takes the fresh one's place.
          const navigation = ((performance.getEntriesByType ? performance.getEntriesByType("navigation") : [])[0] || {}).type;
          // The history entry the snapshot belongs to (its state outlasts a reload and Back): the
          // form opened again, a new entry, starts fresh even if an older one left a snapshot.
          const entry = (history.state && history.state.euEntry) || Date.now() + "." + Math.random();
          if (first.dataset.fresh === "1" && !(history.state && history.state.euEntry)) {
            try { history.replaceState(Object.assign({}, history.state, { euEntry: entry }), ""); } catch (error) { /* kept for this page only */ }
          }
          // One snapshot per history entry: the same form opened again in the tab (a new entry)
          // must not overwrite the one Back returns to. Past twenty, the least recently saved go
          // (an index of when each was saved, so no snapshot is read to find out).
          const storeKey = "eu-form " + first.getAttribute("action") + " " + entry;
          const prune = (keep) => {
            let index = {};
            try { index = JSON.parse(sessionStorage.getItem("eu-forms")) || {}; } catch (error) { index = {}; }
            index[storeKey] = Date.now();
            const stale = Object.keys(index).filter((key) => key !== storeKey).sort((a, b) => index[a] - index[b]);
            for (const key of stale.slice(0, Math.max(0, stale.length - keep))) { sessionStorage.removeItem(key); delete index[key]; }
            sessionStorage.setItem("eu-forms", JSON.stringify(index));
          };
          const load = () => { try { return JSON.parse(sessionStorage.getItem(storeKey)); } catch (error) { return null; } };
          const drop = () => { try { sessionStorage.removeItem(storeKey); } catch (error) { /* no storage: nothing kept */ } };
          let current = null;   // the form on the page: a restore puts another in its place
          window.addEventListener("pageshow", (event) => { if (!event.persisted && current) current.refilled(); });
          window.addEventListener("pagehide", () => { if (current) current.save(); });
          start(first, false);

          // Runs the page's form; `restored`: put in place of the fresh one by a restore.
          function start(form, restored) {
            let enabled = true;        // false once a live update failed: the page works as a plain form
            let sequence = 0;          // the last request sent
            let applied = 0;           // the newest answer applied
            const lastSent = new Map();   // field name -> values as last sent (what the server saw)
            const editedAt = new Map();   // field name -> sequence current when the user last edited it
            const blurred = new Set();    // rows the user has left
            const timers = new Map();     // text fields waiting for their debounce
            let composing = null;         // an input method's composition in progress: { field, value, start, end }
            let enteredFrom = null;       // the field Enter last left, and where it went: { from, to }
            let handedBack = null;        // that field, when an answer hid where Enter went
            const rewritten = new WeakSet();   // fields whose text the script has set
            // On a page the definition built (a GET), fields nobody touched still hold the definition's
            // values: only touched fields travel, so a 10,000-row form sends what changed, not 10,000 fields.
            const fresh = form.dataset.fresh === "1";
            const touched = new Set();

            const fieldValues = (name) => new FormData(form).getAll(name).map(String);
            const rowOf = (element) => element && element.closest ? element.closest(".eu-row[data-key]") : null;
            const namesIn = (row) => [...new Set([...row.querySelectorAll("[name]")].map((e) => e.name).filter((n) => n && !n.startsWith("_")))];
            const isText = (element) => element && (element.tagName === "TEXTAREA" ||
              (element.tagName === "INPUT" && ["text", "email", "url", "tel", "password", "search"].includes(element.type)));
            // What the server saw is what it wrote, not what the browser may put back into the
            // controls (Back, a reload): the page's rows are the ones the written values show. The
            // written values are read with the form reset, then the controls are left as they were.
            const written = (() => {
              const controls = [...form.elements].filter((e) => e.name && !e.name.startsWith("_") && e.type !== "file");
              const shown = controls.map((e) => [e, e.value, e.checked, e.tagName === "SELECT" ? [...e.options].map((o) => o.selected) : null]);
              form.reset();
              const values = new FormData(form);
              for (const [element, value, checked, selected] of shown) {
                if (selected) selected.forEach((isSelected, index) => { element.options[index].selected = isSelected; });
                else if (element.type === "checkbox" || element.type === "radio") element.checked = checked;
                else if (element.value !== value) element.value = value;
              }
              return values;
            })();
            for (const [name, value] of written) {
              if (name.startsWith("_")) continue;
              if (!lastSent.has(name)) lastSent.set(name, []);
              lastSent.get(name).push(String(value));
            }

            // Controls the browser refilled change rows as typed ones do: the server hears of them
            // at once, so the rows they show or hide are on the page, and they travel with every
            // request. Browsers refill before or after this script runs, so it looks both times.
            function sendRefilled() {
              if (!enabled || restoring) return;
              const now = new FormData(form);
              const names = [...new Set([...written.keys(), ...now.keys()])].filter((name) => {
                if (name.startsWith("_") || touched.has(name)) return false;
                const before = written.getAll(name).map(String), after = now.getAll(name).map(String);
                return before.length !== after.length || before.some((value, index) => value !== after[index]);
              });
              if (!names.length) return;
              for (const name of names) touched.add(name);
              send("change", null, names);
            }

            // ---- Kept for a reload or Back ----------------------------------------------------------

            // Only the form's fresh GET keeps a snapshot (and the page a restore put in its place):
            // a page the server wrote after a post holds the whole state already. The snapshot is
            // what a live request carries (on a fresh page the "_" fields and the touched ones),
            // without the token (the page's own, newer, is sent) and without any password or file.
            const keeps = restored || fresh;
            let changed = restored, leaving = false, restoring = false, saveTimer = 0;
            const token = form.querySelector(".eu-default-button + input[type=hidden]");
            if (!keeps) drop();
            function snapshotFields() {
              const secret = new Set([...form.elements].filter((e) => e.type === "password" || e.type === "file").map((e) => e.name));
              return [...new FormData(form)].filter(([name]) => !secret.has(name) && !(token && name === token.name)
                && (!fresh || name.startsWith("_") || touched.has(name))).map(([name, value]) => [name, String(value)]);
            }
            function save() {
              clearTimeout(saveTimer);
              if (!keeps || leaving || restoring || !changed) return;
              const snapshot = JSON.stringify({ entry, fields: snapshotFields(), scroll: window.scrollY });
              try { sessionStorage.setItem(storeKey, snapshot); prune(19); } catch (error) {
                // Full: the other snapshots make room for this one, which is the one in use.
                try { prune(0); sessionStorage.setItem(storeKey, snapshot); } catch (again) { drop(); }
              }
            }
            const later = () => { changed = true; clearTimeout(saveTimer); saveTimer = setTimeout(save, 300); };
            form.addEventListener("input", later);
            form.addEventListener("change", later);
            // Posted (submitted, cancelled, or updated without script): the next page is complete.
            const end = () => { leaving = true; drop(); };
            form.addEventListener("submit", end);
            current = { refilled: sendRefilled, save };

            // Whether the snapshot holds what the page does not (the browser refills only the
            // controls the fresh page has).
            function differs(saved) {
              const was = new Map(), page = new FormData(form);
              for (const [name, value] of saved.fields) was.set(name, [...(was.get(name) || []), value]);
              const names = new Set([...was.keys(), ...snapshotFields().map(([name]) => name)]);
              return [...names].some((name) => JSON.stringify(page.getAll(name).map(String)) !== JSON.stringify(was.get(name) || []));
            }

            // Posts the snapshot as the plain form's Update does and puts the form of the page the
            // server writes (the signed state brings back added, removed and moved rows, titles and
            // exact values) in place of this one; what the person types meanwhile waits and is
            // carried to it. Should anything fail, or the person press a button first,
            // the fresh page stays as it is and the snapshot goes.
            function restore(saved) {
              restoring = true;
              form.setAttribute("aria-busy", "true");
              const body = new URLSearchParams();
              if (token) body.append(token.name, token.value);
              for (const [name, value] of saved.fields) body.append(name, value);
              body.append("_do", "update");
              const scrolled = window.scrollY;
              // A refusal (403) that brings the form back with a notice (its token no longer holds:
              // a restart with a new secret) is taken, and so is any page's notice (its signed state
              // no longer holds): the page says what it could not restore, where it stood without
              // a word.
              let refused = false, pressedFirst = false;
              fetch(form.action, { method: "POST", credentials: "same-origin", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } })
                .then((response) => {
                  refused = response.status === 403;
                  if ((!response.ok && !refused) || response.redirected) throw new Error("status " + response.status);
                  return response.text();
                })
                .then((html) => {
                  const page = new DOMParser().parseFromString(html, "text/html");
                  const next = page.querySelector("form.eu-form[data-live]");
                  const notice = page.getElementById("eu-notice");
                  if (refused && !notice) throw new Error("refused");
                  // A press made meanwhile asked something of this page: it stays, and the press goes.
                  // Not Submit: sent from the fresh page, it posted the values without the changes
                  // being brought back, and the page left before anything could say so. The page
                  // brought back wins, and says Submit was not sent.
                  const submitWaiting = waiting.some((item) => item.event === "submit");
                  const pressed = waiting.some((item) => item.event !== "submit" && (item.extra || item.native));
                  pressedFirst = pressed;
                  if (!next || next.getAttribute("action") !== form.getAttribute("action") || pressed || sequence || !form.isConnected) throw new Error("not restored");
                  // Typed or chosen meanwhile: carried to the page brought back and sent from there,
                  // so neither what was kept nor what was just typed is lost.
                  const now = new FormData(form);
                  const names = new Set([...waiting.flatMap((item) => item.fields), ...timers.keys()]);
                  const carried = [...names].map((name) => [name, now.getAll(name).map(String)]);
                  for (const item of waiting.splice(0)) item.resolve(null);
                  for (const timer of timers.values()) clearTimeout(timer);
                  timers.clear();
                  const focusedID = form.contains(document.activeElement) ? document.activeElement.id : null;
                  // A button has no id: found again by its name and value (focus fell to the page).
                  const focusedButton = form.contains(document.activeElement) && !focusedID && document.activeElement.matches("button[name]")
                    ? [document.activeElement.name, document.activeElement.value] : null;
                  enabled = false;
                  next.dataset.restored = "1";
                  form.replaceWith(document.adoptNode(next));
                  if (notice) {
                    const old = document.getElementById("eu-notice");
                    if (old) old.remove();
                    next.before(document.adoptNode(notice));
                    announce(notice.textContent);
                  }
                  start(next, true);
                  for (const [name, values] of carried) carryOver(next, name, values);
                  const focus = (focusedID && document.getElementById(focusedID))
                    || (focusedButton && [...next.querySelectorAll("button[name]")].find((button) => button.name === focusedButton[0] && button.value === focusedButton[1]));
                  if (focus && next.contains(focus)) focus.focus({ preventScroll: true });
                  if (submitWaiting) showRestoreNote("Submit was not sent: the page was first brought back as you left it. Check it and press Submit again.", next);
                  if (window.scrollY === scrolled && saved.scroll > 0) window.scrollTo(0, saved.scroll);
                })
                .catch(() => {
                  // Honoured, the press lost the changes the snapshot held: said, not silent.
                  if (pressedFirst) showRestoreNote("What you changed on this page before leaving it was not brought back: a button was pressed before it arrived.");
                  restoring = false; drop(); form.removeAttribute("aria-busy"); sendRefilled();
                  if (waiting.length && !onItsWay) sendNext();
                });
            }

            // Puts the values a field had on the page left behind into the same field of `target`,
            // as the person set them, so the form there hears of them.
            function carryOver(target, name, values) {
              const fields = [...target.elements].filter((element) => element.name === name && !element.disabled);
              if (!fields.length) return;
              for (const field of fields) {
                if (field.type === "checkbox" || field.type === "radio") field.checked = values.includes(field.value);
                else if (field.tagName === "SELECT") for (const option of field.options) option.selected = values.includes(option.value);
                else if (field.type !== "hidden") field.value = values[values.length - 1] || "";
              }
              const shown = fields.find((field) => field.type !== "hidden") || fields[0];
              shown.dispatchEvent(new Event("input", { bubbles: true }));
              shown.dispatchEvent(new Event("change", { bubbles: true }));
            }

            // ---- Sending ----------------------------------------------------------------------------

            // One request is on its way at a time. An answer is a change to the page the request
            // was built from: sent side by side, a second request would carry the page as it was
            // before the first answer (rows about to be hidden, values about to be kept) and its
            // answer would undo the first one's. So changes made meanwhile wait, in order, and
            // each is built from the page as the answers before it left it.
            const waiting = [];
            let onItsWay = false;

            function send(event, row, fields, extra, native) {
              return new Promise((resolve) => {
                waiting.push({ event, row, fields, extra, native, resolve });
                form.setAttribute("aria-busy", "true");
                // While a snapshot is being brought back, changes wait: they go to the page it brings.
                if (!onItsWay && !restoring) sendNext();
              });
            }

            function sendNext() {
              // The form is being posted (a submit answered yes): what waited behind it goes no
              // further, so a second press of a button that submits runs nothing twice.
              if (leaving) for (const other of waiting.splice(0)) other.resolve(null);
              const item = waiting.shift();
              if (!item) { onItsWay = false; form.removeAttribute("aria-busy"); return; }
              onItsWay = true;
              if (!enabled) { pressedWithoutScript(item); return; }
              transmit(item.event, item.row, item.fields, item.extra).then(
                (answer) => {
                  if (disconnected) connectedAgain(!item.native);
                  // The press ended the form (a cancel): the page is posted with it, as without script.
                  if (answer && answer.postPage && item.native) { pressedWithoutScript(item); return; }
                  item.resolve(answer); sendNext();
                },
                (error) => {
                  if (error === unreachableServer) { unreachable(item); return; }
                  fallback(); pressedWithoutScript(item);
                });
            }

            // The server could not be reached (offline, or down): nothing is lost and live updates
            // go on. A change waits, first in line, and is sent again with the next change, when
            // the browser is back online, or after a growing pause. A button pressed is not carried
            // out and says so: posting the page then (as a plain form would) put the browser's
            // error page in its place, and Back from there lost every change made live.
            const unreachableServer = new Error("unreachable");
            let disconnected = null, retryTimer = 0, retryDelay = 0;
            function unreachable(item) {
              onItsWay = false;
              form.removeAttribute("aria-busy");
              if (!item.native) waiting.unshift(item);
              // Presses waiting behind it are not carried out later, out of the blue, either.
              const presses = [item, ...waiting].filter((other) => other.native);
              for (const press of presses) {
                press.resolve(null);
                const at = waiting.indexOf(press);
                if (at >= 0) waiting.splice(at, 1);
              }
              const pressed = presses.length > 0;
              showDisconnected(pressed
                ? "Could not reach the server, so that button did nothing. Everything on this page is kept: press it again once you are connected."
                : "Could not reach the server. Everything on this page is kept, and your changes are sent once you are connected.");
              retryDelay = Math.min(30000, retryDelay ? retryDelay * 2 : 2000);
              clearTimeout(retryTimer);
              if (waiting.length) retryTimer = setTimeout(retry, retryDelay);
            }
            // Back online with nothing waiting (only presses, which did nothing): the notice goes.
            function retry() {
              clearTimeout(retryTimer);
              if (!onItsWay && !restoring && waiting.length) sendNext();
              else if (disconnected && !waiting.length && navigator.onLine) connectedAgain(false);
            }
            window.addEventListener("online", retry);
            // A notice last in the form, held to the bottom of the window (sticky) until the form's
            // end comes into view, where it sits under the buttons rather than over them; announced.
            function stickyNotice(className, text, target = form, note = document.createElement("p")) {
              note.className = className;
              note.textContent = text;
              if (!note.isConnected) target.append(note);
              announce(text);
              return note;
            }
            function showDisconnected(text) { disconnected = stickyNotice("eu-connection", text, form, disconnected || undefined); }
            // Said once, under the form as the connection notice is, until the next change.
            function showRestoreNote(text, target = form) {
              const note = stickyNotice("eu-connection eu-restore-note", text, target);
              setTimeout(() => target.addEventListener("change", () => note.remove(), { once: true }), 0);
            }
            function connectedAgain(sentChanges) {
              disconnected.remove();
              disconnected = null; retryDelay = 0; clearTimeout(retryTimer);
              announce(sentChanges ? "Connected again: your changes were sent" : "Connected again");
            }

            // Live updates failed: a button pressed does what it does on a plain form (the page is
            // posted, so what waited behind it goes with the page), anything else is left to the
            // plain form's Update button.
            function pressedWithoutScript(item) {
              if (!item.native) { item.resolve(null); sendNext(); return; }
              for (const other of waiting.splice(0)) other.resolve(null);
              onItsWay = false;
              form.removeAttribute("aria-busy");
              item.resolve(null);
              item.native();
            }

            function transmit(event, row, fields, extra) {
              sequence += 1;
              const mine = sequence;
              form.dataset.sent = String(mine);   // what tests (and curious readers) can wait on
              const body = new URLSearchParams();
              for (const name of fields) touched.add(name);
              for (const [name, value] of new FormData(form)) {
                if (!fresh || name.startsWith("_") || touched.has(name)) body.append(name, String(value));
              }
              body.append("_seq", String(mine));
              body.append("_event", event);
              if (row) body.append("_row", row.dataset.key);
              body.append("_fields", fields.join(" "));
              for (const name of fields) for (const value of (lastSent.get(name) || [])) body.append("_prev." + name, value);
              body.append("_blurred", [...blurred].join(" "));
              // The page shows a blocked submit's summary: the answer brings it up to date.
              if (document.getElementById("eu-summary")) body.append("_summary", "1");
              for (const [name, value] of extra || []) body.append(name, value);
              const focusedWhenSent = document.activeElement;
              const sentBefore = fields.map((name) => [name, lastSent.get(name)]);
              for (const name of fields) lastSent.set(name, fieldValues(name));
              return fetch(form.action, {
                method: "POST", credentials: "same-origin", body,
                headers: { "X-Eureka-Live": "1", "Content-Type": "application/x-www-form-urlencoded" },
              }).catch(() => {
                // Nothing reached the server: what these fields held before is still what it knows.
                for (const [name, values] of sentBefore) { if (values === undefined) lastSent.delete(name); else lastSent.set(name, values); }
                throw unreachableServer;
              }).then((response) => {
                if (!response.ok) throw new Error("status " + response.status);
                return response.json();
              }).then((answer) => {
                if (answer.seq < applied) return answer;   // older than what is shown: it would undo a newer change
                applied = answer.seq;
                apply(answer, focusedWhenSent);
                changed = true;
                save();
                // The answers applied, newest last: tests read it to see each answer was applied in turn.
                form.dataset.applied = ((form.dataset.applied || "") + " " + answer.seq).trim().split(" ").slice(-20).join(" ");
                return answer;
              });
            }

            // When live updates fail (the server restarted, a token expired), the page works as a plain form.
            function fallback() { enabled = false; document.documentElement.classList.remove("eu-js"); }

            // ---- Applying answers -------------------------------------------------------------------

            const parse = (html) => { const template = document.createElement("template"); template.innerHTML = html.trim(); return template.content.firstElementChild; };

            function apply(answer, focusedWhenSent) {
              const focusedID = document.activeElement && document.activeElement.id;
              // Rows new to the page are announced as shown (the server cannot tell them from rows
              // redrawn, which are not announced).
              let shown = 0;
              const shownIDs = [];
              const rowIDs = (element) => new Set(element ? [...element.querySelectorAll(".eu-row[id]")].map((row) => row.id) : []);
              notKept.clear();
              for (const key of answer.hideSections || []) removeKeepingFocus(document.getElementById("sec-" + key), answer.seq);
              for (const patch of answer.sections || []) {
                const fresh = parse(patch.html);
                const existing = document.getElementById("sec-" + patch.key);
                const before = rowIDs(existing);
                if (existing) morph(existing, fresh, answer.seq);
                else insertAfter(fresh, patch.after ? document.getElementById("sec-" + patch.after) : null, form.querySelector(".eu-section"));
                // Counted by id: a section where one row hid and another showed has as many rows.
                for (const id of rowIDs(document.getElementById("sec-" + patch.key))) if (!before.has(id)) { shown += 1; shownIDs.push(id); }
                enhance(document.getElementById("sec-" + patch.key));
                markTouched(document.getElementById("sec-" + patch.key));
              }
              for (const key of answer.hide || []) removeKeepingFocus(document.getElementById("row-" + key), answer.seq);
              for (const patch of answer.rows || []) {
                const fresh = parse(patch.html);
                const existing = document.getElementById("row-" + patch.key);
                if (existing) morph(existing, fresh, answer.seq);
                else {
                  const section = document.getElementById("sec-" + patch.section);
                  if (!section) continue;
                  shown += 1;
                  shownIDs.push("row-" + patch.key);
                  const after = patch.after ? document.getElementById("row-" + patch.after) : null;
                  if (after) after.after(fresh);
                  else { const first = section.querySelector(":scope > .eu-row"); if (first) first.before(fresh); else (section.querySelector(":scope > .eu-footer") ? section.querySelector(":scope > .eu-footer").before(fresh) : section.append(fresh)); }
                }
                enhance(document.getElementById("row-" + patch.key));
                markTouched(document.getElementById("row-" + patch.key));
              }
              const summary = document.getElementById("eu-summary");
              if (answer.summary) {
                const fresh = parse(answer.summary);
                if (summary) summary.replaceWith(fresh); else form.before(fresh);
              } else if (summary && answer.summaryUpdate !== undefined && answer.summaryUpdate !== null) {
                // The errors as they stand now: fixed fields leave it, new errors join it.
                if (answer.summaryUpdate) morph(summary, parse(answer.summaryUpdate), answer.seq); else summary.remove();
              } else if (summary && (answer.rows || []).length && !document.querySelector(".eu-invalid")) summary.remove();
              // The focus an answer asks for (a row just inserted, the first invalid field) is taken
              // only if the person has not moved it since the request: typing elsewhere meanwhile
              // must not be split between two fields.
              const active = document.activeElement;
              const focusUnmoved = !active || active === document.body || active === focusedWhenSent || !focusedWhenSent || !focusedWhenSent.isConnected;
              if (answer.focus && focusUnmoved) { const target = document.getElementById(answer.focus); if (target) target.focus(); }
              else if (focusedID && (!document.activeElement || document.activeElement === document.body || document.activeElement.id !== focusedID)) {
                const back = document.getElementById(focusedID);
                if (back && document.activeElement !== back && (!document.activeElement || document.activeElement === document.body)) back.focus();
              }
              const lost = notKept.size ? "Not kept: " + [...notKept].join(", ") + " changed before what you typed there was sent" : null;
              // Rows new to the page by name ("Shown: Email, Newsletter"), as the server names
              // those hidden: a count said nothing of which rows came.
              const shownNames = shownIDs.map((id) => { const label = document.querySelector("#" + CSS.escape(id) + " .eu-label"); return label && label.textContent.trim() || "a row"; });
              const shownSaid = shown ? "Shown: " + shownNames.slice(0, 5).join(", ") + (shownNames.length > 5 ? " and " + (shownNames.length - 5) + " more" : "") : null;
              const said = [shownSaid && !answer.announceCoversRows ? shownSaid : null, answer.announce, lost].filter(Boolean).join(". ");
              if (said) announce(said);
              if (answer.dialog) openAlert(answer.dialog);
              if (answer.removed) {
                let field = form.querySelector("input[name=_removed]");
                if (!field) { field = document.createElement("input"); field.type = "hidden"; field.name = "_removed"; form.append(field); }
                field.value = answer.removed;
              }
              for (const link of answer.links || []) {
                const field = document.getElementById(link.field);
                if (!field) continue;
                if (link.next) field.dataset.next = link.next; else delete field.dataset.next;
                if (link.previous) field.dataset.prev = link.previous; else delete field.dataset.prev;
              }
              // Focus handed back to the field Enter left (its row went): Enter meant to move on,
              // so it goes where Enter leads now, once the answer's links say where that is.
              if (handedBack && document.activeElement === handedBack) {
                const onward = document.getElementById(handedBack.dataset.next);
                if (onward && onward.getClientRects().length) onward.focus();
              }
              handedBack = null;
              if (answer.kept) {
                for (const old of form.querySelectorAll("input[name=_kept]")) old.remove();
                for (const value of answer.kept) {
                  const field = document.createElement("input");
                  field.type = "hidden"; field.name = "_kept"; field.value = value;
                  form.querySelector(".eu-form-actions").before(field);
                }
              }
              if (answer.submit) submitForReal();
            }

            function markTouched(scope) {
              if (!scope) return;
              for (const element of scope.querySelectorAll("[name]")) if (element.name && !element.name.startsWith("_")) touched.add(element.name);
            }

            function insertAfter(node, after, fallbackBefore) {
              if (after) after.after(node);
              else if (fallbackBefore) fallbackBefore.before(node);
              else form.querySelector(".eu-form-actions").before(node);
            }

            // A row or section going while it holds focus hands focus on, so keys typed next are
            // not lost on the page: back to the field Enter came from (the value typed there hid
            // the row Enter went to), else the nearest control that stays, after it or before it.
            function removeKeepingFocus(element, answerSeq) {
              if (!element) return;
              // Typed in after the request this answers was sent: never sent, and gone with the row.
              noteUnsent(element, answerSeq);
              if (!element.contains(document.activeElement)) { element.remove(); return; }
              const active = document.activeElement;
              // Shown, not only present: a control hidden by a style (the Update button) takes no focus.
              const stays = (control) => control.isConnected && !element.contains(control) && !control.disabled && !control.closest("[hidden]")
                && control.getClientRects().length > 0;
              let target = enteredFrom && enteredFrom.to === active && stays(enteredFrom.from) ? enteredFrom.from : null;
              if (target) handedBack = target;
              if (!target) {
                const controls = [...form.querySelectorAll("input:not([type=hidden]), select, textarea, button, summary")].filter(stays);
                target = controls.find((control) => element.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING)
                  || controls.filter((control) => element.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_PRECEDING).pop();
              }
              element.remove();
              if (target) target.focus();
            }

            // Brings `old` in line with `fresh`: elements with ids are matched by id (so rows moved or
            // inserted keep their place), others by position; the focused field keeps its value, caret
            // and selection, and what the user typed after the answer's request was sent is kept.
            function morph(old, fresh, answerSeq, keepChoice) {
              if (old.nodeType !== fresh.nodeType || old.nodeName !== fresh.nodeName) { old.replaceWith(fresh); return; }
              if (old.nodeType === Node.TEXT_NODE) { if (old.data !== fresh.data) old.data = fresh.data; return; }
              if (old.nodeType !== Node.ELEMENT_NODE) return;
              // Typed after the request this answers was sent: the answer does not know it; keep it.
              // The field being typed in takes the answer's text when nothing was typed since (a row
              // that formats during input: 1, 2, 5 reads 1.25), keeping the caret's distance from
              // the end; an input method's text in progress is never replaced.
              const typedSince = old.name && editedAt.has(old.name) && editedAt.get(old.name) >= answerSeq;
              const focused = old === document.activeElement;
              // Locked by this answer after it was typed in: the text never reached the server and
              // a locked field posts nothing, so the field shows what the form holds, and says so,
              // rather than text the submit would not carry.
              const lockedSince = typedSince && fresh.hasAttribute("disabled") && !old.disabled;
              if (lockedSince && old.value !== (fresh.getAttribute("value") || fresh.textContent || "")) notKept.add(titleOf(old));
              const keepValue = !lockedSince && (typedSince || (focused && (composing !== null || !isText(old))));
              // A field's value attribute is its default: left as the page had it, a value the user
              // typed differs from it, so the browser restores that value when they come Back (after
              // a refused post, say); the value itself is set below.
              // Not across a change of type (date and time to date): the old value is no value of the new one.
              const keepDefault = keepValue || (old.tagName === "INPUT" && !["hidden", "checkbox", "radio"].includes(old.type) && old.type === (fresh.getAttribute("type") || "text"));
              // The options of a list the user changed since keep their choice: an option's own
              // "selected" would otherwise put back the choice the answer knew.
              // A menu (<details>) the person has open and is in stays open: the page's copy is
              // closed, and closing it under them sent focus to the page itself.
              const keepOpen = old.tagName === "DETAILS" && old.open && old.contains(document.activeElement);
              const kept = (name) => (keepDefault && name === "value") || (keepChoice && name === "selected") || (keepOpen && name === "open");
              for (const attribute of [...old.attributes]) if (!fresh.hasAttribute(attribute.name) && !kept(attribute.name)) old.removeAttribute(attribute.name);
              for (const attribute of [...fresh.attributes]) {
                if (kept(attribute.name)) continue;
                if (old.getAttribute(attribute.name) !== attribute.value) old.setAttribute(attribute.name, attribute.value);
              }
              if (!keepValue) {
                if (old.tagName === "INPUT" && (old.type === "checkbox" || old.type === "radio")) old.checked = fresh.hasAttribute("checked");
                else if (old.tagName === "INPUT") {
                  // A formatted field the person is in is edited as its plain digits (data-edit).
                  const text = focused && fresh.hasAttribute("data-edit") ? fresh.getAttribute("data-edit") : (fresh.getAttribute("value") || "");
                  if (old.value !== text) setText(old, text, focused);
                }
                else if (old.tagName === "TEXTAREA" && old.value !== fresh.textContent) setText(old, fresh.textContent, focused);
                else if (old.tagName === "OPTION" && !keepChoice) old.selected = fresh.hasAttribute("selected");
              }
              if (old.tagName === "TEXTAREA") return;
              if (old.tagName === "SELECT" && keepValue) {
                // The choice is kept by value: options are matched by position, so a list that
                // changed shape (a wheel's "—" gone once it holds an option) would move it.
                const chosen = [...old.selectedOptions].map((option) => option.value);
                morphChildren(old, fresh, answerSeq, true);
                for (const option of old.options) option.selected = chosen.includes(option.value);
                return;
              }
              morphChildren(old, fresh, answerSeq, keepChoice);
            }

            // A field's text from an answer; in the focused field the caret keeps its distance from the end,
            // or, where the text is formatted as it is typed, as many digits after it (the separators
            // move: "123,67" becomes "12,367" with the caret still before the 6).
            function setText(field, text, focused) {
              const caret = focused && isText(field) && field.selectionEnd !== null;
              const fromEnd = caret ? field.value.length - field.selectionEnd : null;
              let digitsAfter = caret && field.hasAttribute("data-reformats") ? field.value.slice(field.selectionEnd).replace(/\P{Nd}/gu, "").length : null;
              rewritten.add(field);
              field.value = text;
              if (digitsAfter !== null) {
                let at = text.length;
                while (at > 0 && digitsAfter > 0) { at -= 1; if (/\p{Nd}/u.test(text[at])) digitsAfter -= 1; }
                field.setSelectionRange(at, at);
              } else if (fromEnd !== null) { const at = Math.max(0, text.length - fromEnd); field.setSelectionRange(at, at); }
              if (isText(field) && field.name) lastSent.set(field.name, [text]);
            }

            function morphChildren(old, fresh, answerSeq, keepChoice) {
              const byID = new Map();
              for (const child of old.children) if (child.id) byID.set(child.id, child);
              let cursor = old.firstChild;
              for (const child of [...fresh.childNodes]) {
                let match = null;
                const keyed = (node) => node.nodeType === Node.ELEMENT_NODE && node.id;
                if (keyed(child) && byID.has(child.id)) match = byID.get(child.id);
                else if (cursor && !keyed(cursor) && !keyed(child) && cursor.nodeName === child.nodeName) match = cursor;
                if (match) {
                  if (match !== cursor) old.insertBefore(match, cursor);
                  morph(match, child, answerSeq, keepChoice);
                  cursor = match.nextSibling;
                } else {
                  old.insertBefore(child, cursor);
                }
              }
              while (cursor) {
                const next = cursor.nextSibling;
                // A refusal's hint is the page's own, kept while its field has focus (showFieldHint).
                const isHint = cursor.nodeType === Node.ELEMENT_NODE && cursor.classList.contains("eu-field-hint");
                if (!isHint) { noteUnsent(cursor, answerSeq); cursor.remove(); }
                cursor = next;
              }
            }

            // Fields whose text typed since a request went with its answer (their rows hidden or
            // locked first), by title, for the answer's announcement.
            const notKept = new Set();
            function noteUnsent(element, answerSeq) {
              if (element.nodeType !== Node.ELEMENT_NODE) return;
              const fields = element.matches("input[name], textarea[name]") ? [element] : element.querySelectorAll("input[name], textarea[name]");
              for (const field of fields) if (editedAt.has(field.name) && editedAt.get(field.name) >= answerSeq) notKept.add(titleOf(field));
            }
            const titleOf = (field) => { const row = rowOf(field); const label = row && row.querySelector(".eu-label"); return (label ? label.textContent : field.name).trim(); };

            const live = document.getElementById("eu-live");
            function announce(text) {
              if (!live) return;
              live.textContent = "";
              setTimeout(() => { live.textContent = text; }, 60);
            }

            // A submission asked of the server or posted: further presses of Submit wait. Should the
            // page stay (its load stopped) or come back from the back/forward cache, Submit works
            // again after 15 seconds, or at once.
            let submitAsked = false;
            window.addEventListener("pageshow", (event) => { if (event.persisted) { submitAsked = false; leaving = false; } });

            function submitForReal() {
              if (leaving) return;
              end();
              setTimeout(() => { submitAsked = false; leaving = false; }, 15000);
              // The flag goes as soon as the form's data is taken (submit() takes it at once), so a
              // later press or a page brought back never sends it beside a button's own "_do".
              const flag = document.createElement("input");
              flag.type = "hidden"; flag.name = "_do"; flag.value = "submit";
              form.append(flag);
              try { HTMLFormElement.prototype.submit.call(form); } finally { flag.remove(); }
            }

            // ---- Events -----------------------------------------------------------------------------

            form.addEventListener("input", (event) => {
              if (!enabled) return;
              const field = event.target;
              if (!field.name || field.name.startsWith("_")) return;
              editedAt.set(field.name, sequence);
              touched.add(field.name);
              if (!isText(field)) return;
              clearTimeout(timers.get(field.name));
              timers.set(field.name, setTimeout(() => { timers.delete(field.name); send("input", rowOf(field), [field.name]); }, 300));
            });

            // A switch's state, for assistive technology, follows every click, live updates or not.
            form.addEventListener("change", (event) => { if (event.target.matches("input.eu-switch")) markSwitch(event.target); });

            form.addEventListener("change", (event) => {
              if (!enabled) return;
              const field = event.target;
              if (!field.name || field.name.startsWith("_") || isText(field)) return;
              const row = rowOf(field);
              send("change", row, [field.name]);
            });

            // A formatted number is edited as its plain digits, as in the terminal ("12%" as
            // "0.123456", data-edit), and shows formatted again (data-shown) when left unchanged.
            // Enter's hand-off counts only while focus is where Enter put it.
            form.addEventListener("focusin", (event) => { if (enteredFrom && event.target !== enteredFrom.to) enteredFrom = null; });
            form.addEventListener("focusin", (event) => {
              const field = event.target;
              if (!enabled || !isText(field) || field.dataset.edit === undefined || field.value !== field.dataset.shown) return;
              field.value = field.dataset.edit;
              field.select();
            });

            form.addEventListener("focusout", (event) => {
              if (!enabled) return;
              const field = event.target;
              if (isText(field) && field.dataset.edit !== undefined && field.value === field.dataset.edit) field.value = field.dataset.shown;
              const row = rowOf(field);
              if (!row || !field.name || field.name.startsWith("_")) return;
              if (row.contains(event.relatedTarget)) return;
              blurred.add(row.dataset.key);
              if (isText(field)) {
                clearTimeout(timers.get(field.name));
                timers.delete(field.name);
                send("blur", row, [field.name]);
              }
            });

            // A menu closes when focus moves on to something else (Tab past its last button), as a
            // menu does: it stayed open behind the person. Focus arriving elsewhere, not focus
            // leaving: a click on one of its buttons in a browser that does not focus buttons on
            // click (Safari) leaves focus nowhere, and closing then would lose the click.
            document.addEventListener("focusin", (event) => {
              for (const menu of form.querySelectorAll("details.eu-menu[open]")) if (!menu.contains(event.target)) menu.open = false;
            });

            form.addEventListener("keydown", (event) => {
              if (!enabled) return;
              const field = event.target;
              // Escape closes a row's open menu (a <details>, which has no key of its own for it).
              const menu = field.closest ? field.closest("details.eu-menu[open]") : null;
              if (event.key === "Escape" && menu) {
                event.preventDefault();
                menu.open = false;
                menu.querySelector("summary").focus();
                return;
              }
              if (isText(field) && field.tagName !== "TEXTAREA" && event.key === "Enter" && !event.altKey && !event.ctrlKey && !event.metaKey) {
                // Enter goes next (Shift-Enter previous) as the form's RowNavigationOptions say, like
                // the keyboard's return key and accessory. Tab stays the browser's: it must reach
                // every control (switches, dates, choices), which navigation skips.
                event.preventDefault();
                const target = document.getElementById(event.shiftKey ? field.dataset.prev : field.dataset.next);
                if (target) { target.focus(); enteredFrom = { from: field, to: target }; }
                return;
              }
              const row = rowOf(field);
              if (event.altKey && (event.key === "ArrowUp" || event.key === "ArrowDown") && row) {
                const button = row.querySelector(event.key === "ArrowUp" ? "button[name=_up]" : "button[name=_down]");
                if (button && !button.disabled) { event.preventDefault(); command(button, () => { const again = document.getElementById(field.id); if (again) again.focus(); }); }
              }
            });

            form.addEventListener("click", (event) => {
              if (!enabled) return;
              const button = event.target.closest ? event.target.closest("button[name]") : null;
              if (!button || !form.contains(button)) return;
              if (["_action", "_insert", "_delete", "_up", "_down", "_swipe"].includes(button.name)) {
                event.preventDefault();
                command(button);
              } else if (button.name === "_do" && button.value === "submit") {
                event.preventDefault();
                // One press, one submission: a second press (a double click) while the first is on
                // its way posted the form again, and the app's submit handler ran twice.
                if (submitAsked) return;
                submitAsked = true;
                send("submit", null, [], [], submitForReal).then(() => { if (!leaving) submitAsked = false; });
              } else if (button.name === "_do") {
                event.preventDefault();
              }
            });

            function command(button, then) {
              const row = rowOf(button);
              const section = button.closest(".eu-section");
              // The row after it takes focus should the row go (a delete), as on the plain page.
              const next = row && row.nextElementSibling && row.nextElementSibling.matches(".eu-row[data-key]") ? row.nextElementSibling.dataset.key : null;
              const details = button.closest("details");
              if (details) {
                // Focus goes to the menu's ⋯ while the answer is on its way: left on the hidden
                // button, it fell to the page, and a Tab meanwhile started from the top.
                const inside = details.contains(document.activeElement);
                details.open = false;
                if (inside) details.querySelector("summary").focus();
              }
              // Should live updates fail, the press goes to the server as the plain form sends it.
              const native = () => { if (button.isConnected) form.requestSubmit(button); };
              send("command", row, [], [[button.name, button.value]], native).then(() => {
                if (then) then();
                // A button the answer disabled (a move to the end) still holds focus until the
                // browser lets go of it, and then focus is on the page itself.
                else if (!document.activeElement || document.activeElement === document.body || document.activeElement.disabled) {
                  refocus(row && row.dataset.key, button.name, section && section.id, next);
                }
              });
            }

            // After a move, delete or swipe action the pressed button may be gone or moved, and focus
            // with it: it goes to the same button of the same row, else to the row (its menu, its
            // field), else to the first control of the section, never to the page itself.
            function refocus(key, name, sectionID, nextKey) {
              // Inside a closed menu (<details>) a button has boxes in Chromium yet cannot take focus.
              const shown = (element) => element && !element.disabled && element.getClientRects().length > 0
                && !(element.closest("details:not([open])") && !element.closest("summary"));
              const pick = (scope, selector) => scope ? [...scope.querySelectorAll(selector)].find(shown) : null;
              const row = key ? document.getElementById("row-" + key) : null;
              const after = nextKey ? document.getElementById("row-" + nextKey) : null;
              const section = sectionID ? document.getElementById(sectionID) : null;
              const controls = "summary, input:not([type=hidden]), select, textarea, button";
              // A move that reached the end: the other arrow, as the plain page focuses it.
              const arrows = name === "_up" || name === "_down" ? pick(row, "button[name=_up], button[name=_down]") : null;
              const target = pick(row, "button[name=" + name + "]") || arrows || pick(row, controls) || pick(after, controls) || pick(section, controls);
              if (target) target.focus();
              else if (section) {
                // Nothing left to focus in it (its last row deleted): the section itself, read by its title.
                section.tabIndex = -1;
                section.focus();
              }
            }

            // ---- Typing filters ----------------------------------------------------------------------
            // A field's data-filter is its TextEntry.inputFilter (the rule the terminal applies to keys):
            // "digits", "decimal", "phone", "ascii" or "no-space", then "minus" (a whole number may
            // start with one) and "upper" (letters become capitals). This is TextInputFilter's scan,
            // character for character: what is refused is not inserted, and a paste with any refused
            // character is not inserted at all ("2.75" into a whole-number field would read 275).

            const graphemes = (text) => window.Intl && Intl.Segmenter
              ? [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)].map((s) => s.segment) : [...text];

            // Refused text as a message quotes it (TextInputFilter.quotedRefusal): invisible characters
            // named after the quotes, as the core names them, since “ ” alone identified nothing.
            const invisibleNames = {
              "\t": "character tabulation", "\u00A0": "no-break space", "\u00AD": "soft hyphen", "\u2002": "en space",
              "\u2003": "em space", "\u2007": "figure space", "\u2009": "thin space", "\u200A": "hair space",
              "\u200B": "zero width space", "\u200C": "zero width non-joiner", "\u200D": "zero width joiner",
              "\u202F": "narrow no-break space", "\u2060": "word joiner", "\u3000": "ideographic space", "\uFEFF": "zero width no-break space",
            };
            function quoted(text) {
              const shown = [...text].slice(0, 12);
              const names = shown.map((c) => invisibleNames[c]
                || (c !== " " && /[\p{White_Space}\p{Cf}]/u.test(c) ? "U+" + c.codePointAt(0).toString(16).toUpperCase().padStart(4, "0") : null))
                .filter(Boolean);
              return "“" + shown.join("") + "”" + (names.length ? " (" + names.join(", ") + ")" : "");
            }

            // A refusal a sighted person would not see explained (a comma where the decimal separator is
            // a point: 3, 5 became 35): shown under the field while it has focus, as the terminal keeps
            // it on its status line; the live region says it too.
            function showFieldHint(field, message) {
              const row = rowOf(field);
              if (!row) return;
              let hint = row.querySelector(".eu-field-hint");
              if (!hint) {
                hint = document.createElement("p");
                hint.className = "eu-field-hint";
                row.appendChild(hint);
              }
              hint.textContent = message;
            }
            form.addEventListener("focusout", (event) => {
              const row = rowOf(event.target);
              const hint = row && row.querySelector(".eu-field-hint");
              if (hint && !row.contains(event.relatedTarget)) hint.remove();
            });
            function refuse(field, text) {
              const hint = refusalHint(field, text);
              const message = quoted(text) + " cannot be typed here" + hint;
              announce(message);
              if (hint) showFieldHint(field, message);
            }

            // Why a number field refused a lone separator (TextInputFilter.refusalHint): a comma where
            // the field's decimal separator is a point read 3, 5 as 35 with nothing said but the refusal.
            function refusalHint(field, text) {
              if (![",", ".", "\u066B", "'", "\u2019", "\u00B7"].includes(text)) return "";
              const rule = (field.dataset.filter || "").split(" ")[0];
              const separator = field.dataset.separator || ".";
              if (rule === "decimal") return text === separator ? ": a number takes one decimal separator" : ": the decimal separator here is “" + separator + "”";
              return rule === "digits" ? ": whole numbers only, without separators" : "";
            }

            // Screens `text` typed over value[start..<end].
            function screenText(field, value, text, start, end) {
              const tokens = (field.dataset.filter || "").split(" ");
              const rule = tokens[0];
              const separator = field.dataset.separator || ".";
              const after = value.slice(end);
              let empty = start === 0;
              let hasSeparator = value.slice(0, start).includes(separator);
              const separatorAfter = after.includes(separator);
              const minusAfter = after.startsWith("-");
              let accepted = "", refused = "";
              for (const character of graphemes(text)) {
                let allowed = character;
                if (character === "\n" || character === "\r\n" || character === "\r") allowed = field.tagName === "TEXTAREA" ? "\n" : null;
                else if (/\p{Cc}/u.test(character) && !(character === "\t" && field.tagName === "TEXTAREA")) allowed = null;
                else if (minusAfter && empty && (rule === "digits" || rule === "decimal")) allowed = null;
                else if (rule === "ascii") allowed = /^[\x00-\x7F]+$/.test(character) ? character : null;
                else if (rule === "no-space") allowed = /\p{White_Space}/u.test(character) ? null : character;
                else if (rule === "phone") allowed = /^[0-9+*#()\-. ]$/.test(character) ? character : null;
                else if (rule === "digits") allowed = /^[0-9]$/.test(character) || (character === "-" && tokens.includes("minus") && empty && !minusAfter) ? character : null;
                else if (rule === "decimal") {
                  if (character === separator) allowed = hasSeparator || separatorAfter ? null : character;
                  else allowed = /^[0-9]$/.test(character) || (character === "-" && empty && !minusAfter) ? character : null;
                }
                if (allowed === null) { if (!/\p{Cc}/u.test(character) && !refused.includes(character)) refused += character; continue; }
                const shown = tokens.includes("upper") ? allowed.toUpperCase() : allowed;
                accepted += shown;
                empty = false;
                if (shown.includes(separator)) hasSeparator = true;
              }
              return { accepted, refused };
            }

            // Inserts `text` for the selection as the user would have, so live updates send it.
            function insertFiltered(field, text, start, end) {
              if (field.maxLength >= 0) text = text.slice(0, Math.max(0, field.maxLength - (field.value.length - (end - start))));
              rewritten.add(field);
              field.setRangeText(text, start, end, "end");
              field.dispatchEvent(new Event("input", { bubbles: true }));
            }

            // Email inputs give no caret (selectionStart is null): text they would take only in part
            // is refused whole, since the rest cannot be put where the caret is.
            const caretOf = (field) => field.selectionStart === null ? null : [field.selectionStart, field.selectionEnd];

            // The browser's undo history does not know text the script put in a field (a
            // reformat, a filtered insert): undo there did nothing, and redo put back digits never
            // typed, which were then submitted. Such a field refuses both, and says so.
            form.addEventListener("beforeinput", (event) => {
              if ((event.inputType === "historyUndo" || event.inputType === "historyRedo") && rewritten.has(event.target) && event.cancelable) {
                event.preventDefault();
                announce("Undo is not available in this field: the form has rewritten its text");
              }
            });
            form.addEventListener("beforeinput", (event) => {
              const field = event.target;
              if (!isText(field) || !field.dataset.filter || !event.cancelable) return;
              if (event.inputType !== "insertText" && event.inputType !== "insertReplacementText") return;
              const text = event.data !== null ? event.data : (event.dataTransfer ? event.dataTransfer.getData("text/plain") : null);
              if (!text) return;
              const caret = caretOf(field) || [field.value.length, field.value.length];
              const { accepted } = screenText(field, field.value, text, caret[0], caret[1]);
              if (accepted === text) return;
              event.preventDefault();
              if (!accepted) { refuse(field, text); return; }
              if (caretOf(field)) insertFiltered(field, accepted, caret[0], caret[1]);
            });

            // In a field formatted again as it is typed ("1,234,567"), deleting a grouping separator
            // alone changes nothing: the answer puts it straight back. Backspace after one (Delete
            // before one) deletes the digit beyond it instead, as in the terminal; the caret keeps
            // its place among the digits.
            form.addEventListener("beforeinput", (event) => {
              const field = event.target;
              // Without live updates nothing formats the text again: deleting works as typed.
              if (!enabled || !isText(field) || !field.hasAttribute("data-reformats") || !event.cancelable) return;
              const backward = event.inputType === "deleteContentBackward";
              if (!backward && event.inputType !== "deleteContentForward") return;
              const caret = caretOf(field);
              if (!caret || caret[0] !== caret[1]) return;
              const value = field.value;
              const at = backward ? caret[0] - 1 : caret[0];
              // Digits of any script (a locale may write ٠–٩); a minus (ASCII or U+2212) and the
              // decimal separator are deleted as typed.
              const isDigit = (character) => /\p{Nd}/u.test(character);
              const isGrouping = (index) => index >= 0 && index < value.length && !isDigit(value[index])
                && !["-", "\u2212", field.dataset.separator].includes(value[index]);
              const beyond = backward ? at - 1 : at + 1;
              if (!isGrouping(at) || beyond < 0 || beyond >= value.length || !isDigit(value[beyond])) return;
              event.preventDefault();
              field.setRangeText("", beyond, beyond + 1, "preserve");
              field.dispatchEvent(new Event("input", { bubbles: true }));
            });

            form.addEventListener("paste", (event) => {
              const field = event.target;
              if (!isText(field) || !field.dataset.filter || !event.clipboardData) return;
              let text = event.clipboardData.getData("text/plain");
              // One line, as the terminal pastes it: blank space around it off, breaks and tabs as spaces.
              if (field.tagName !== "TEXTAREA") text = text.trim().replace(/\r\n|[\r\n\t]/g, " ");
              const caret = caretOf(field) || [field.value.length, field.value.length];
              const { accepted, refused } = screenText(field, field.value, text, caret[0], caret[1]);
              if (refused) { event.preventDefault(); announce("Not pasted: this field does not take " + quoted(refused) + refusalHint(field, refused)); return; }
              if (accepted === event.clipboardData.getData("text/plain") || !caretOf(field)) return;
              event.preventDefault();
              insertFiltered(field, accepted, caret[0], caret[1]);
            });

            // An input method composes text it cannot be stopped from inserting: what it inserted is
            // screened when the composition ends.
            form.addEventListener("compositionstart", (event) => {
              const field = event.target;
              if (!isText(field)) return;
              const caret = caretOf(field);
              composing = { field, value: field.value, start: caret && caret[0], end: caret && caret[1] };
            });
            form.addEventListener("compositionend", (event) => {
              const was = composing;
              composing = null;
              if (!was || was.field !== event.target || !was.field.dataset.filter || was.start === null) return;
              const field = was.field;
              const tail = was.value.length - was.end;
              if (!field.value.startsWith(was.value.slice(0, was.start)) || !field.value.endsWith(was.value.slice(was.end))) return;
              const inserted = field.value.slice(was.start, field.value.length - tail);
              const { accepted } = screenText(field, was.value, inserted, was.start, was.end);
              if (accepted === inserted) return;
              if (!accepted) refuse(field, inserted);
              insertFiltered(field, accepted, was.start, field.value.length - tail);
            });

            // ---- Dialogs: selectors, alerts and action sheets -----------------------------------------

            function openDialog(dialog, opener) {
              document.body.append(dialog);
              // An answer that redrew the row meanwhile replaced the opener: its successor, by id.
              dialog.addEventListener("close", () => {
                // Focus moves before the dialog goes: removed first, it left focus on the page
                // for a moment, which some screen readers announce as the whole document.
                const target = opener && (opener.isConnected ? opener : (opener.id && document.getElementById(opener.id)));
                if (target) target.focus();
                dialog.remove();
              });
              dialog.showModal();
              const first = (dialog.querySelector("[aria-selected=true]") || dialog.querySelector("button, input"));
              if (first) first.focus();
            }

            // A choice button shows what is chosen, then "›", which is drawn, not read out.
            function labelChoiceButton(button, text) {
              const mark = document.createElement("span");
              mark.setAttribute("aria-hidden", "true"); mark.textContent = " ›";
              button.replaceChildren(text, mark);
            }

            // groups: the selector's sections ({title, start, count} over the options, in order);
            // staysOpen: a single choice whose list stays open after a pick, until Done;
            // offersNone: a single choice that can be taken back, as the page's "—" takes it back.
            function optionsDialog(title, options, selected, multiple, onDone, opener, groups, staysOpen, offersNone) {
              const dialog = document.createElement("dialog");
              dialog.className = "eu-dialog";
              const heading = document.createElement("h2");
              heading.id = "eu-dialog-title"; heading.textContent = title;
              dialog.setAttribute("aria-labelledby", heading.id);
              const list = document.createElement("div");
              list.className = "eu-dialog-list";
              list.setAttribute("role", multiple ? "group" : "listbox");
              const items = [];
              let place = list;
              // "No choice", not "None": an option of the row's own may be called None.
              if (offersNone && !multiple) {
                const none = document.createElement("button");
                none.type = "button"; none.className = "eu-dialog-option eu-dialog-none"; none.textContent = "No choice";
                none.setAttribute("role", "option");
                none.setAttribute("aria-selected", selected.size ? "false" : "true");
                none.addEventListener("click", () => {
                  if (staysOpen) { items.forEach((other) => other.setAttribute("aria-selected", other === none ? "true" : "false")); onDone(new Set()); }
                  else { onDone(new Set()); dialog.close(); }
                });
                items.push(none);
                list.append(none);
              }
              options.forEach((option, index) => {
                const group = (groups || []).find((g) => g.start === index);
                if (group) {
                  place = document.createElement("div");
                  place.setAttribute("role", "group");
                  const heading = document.createElement("div");
                  heading.className = "eu-dialog-group-title"; heading.id = "eu-dialog-group-" + index; heading.textContent = group.title;
                  place.setAttribute("aria-labelledby", heading.id);
                  place.append(heading);
                  list.append(place);
                }
                const item = document.createElement("button");
                item.type = "button"; item.className = "eu-dialog-option"; item.textContent = option;
                item.setAttribute(multiple ? "aria-pressed" : "aria-selected", selected.has(index) ? "true" : "false");
                if (!multiple) item.setAttribute("role", "option");
                item.addEventListener("click", () => {
                  if (multiple) { const on = item.getAttribute("aria-pressed") !== "true"; item.setAttribute("aria-pressed", on ? "true" : "false"); }
                  else if (staysOpen) { items.forEach((other) => other.setAttribute("aria-selected", other === item ? "true" : "false")); onDone(new Set([index])); }
                  else { onDone(new Set([index])); dialog.close(); }
                });
                items.push(item);
                place.append(item);
              });
              // A listbox is one Tab stop, at its chosen option; the arrows (and Home, End) move in it.
              const rove = (to) => { if (!multiple) items.forEach((item) => { item.tabIndex = item === to ? 0 : -1; }); };
              rove(items.find((item) => item.getAttribute("aria-selected") === "true") || items[0]);
              list.addEventListener("keydown", (event) => {
                const moves = { ArrowDown: 1, ArrowUp: -1, Home: -items.length, End: items.length };
                if (!(event.key in moves)) return;
                const at = items.indexOf(document.activeElement);
                const next = items[Math.max(0, Math.min(items.length - 1, at + moves[event.key]))];
                if (next) { event.preventDefault(); rove(next); next.focus(); }
              });
              const actions = document.createElement("div");
              actions.className = "eu-dialog-actions";
              if (multiple || staysOpen) {
                const done = document.createElement("button");
                done.type = "button"; done.className = "eu-button eu-primary"; done.textContent = "Done";
                done.addEventListener("click", () => {
                  if (multiple) onDone(new Set(items.flatMap((item, index) => item.getAttribute("aria-pressed") === "true" ? [index] : [])));
                  dialog.close();
                });
                actions.append(done);
              }
              const cancel = document.createElement("button");
              cancel.type = "button"; cancel.className = "eu-button eu-secondary"; cancel.textContent = "Cancel";
              cancel.addEventListener("click", () => dialog.close());
              actions.append(cancel);
              dialog.append(heading, list, actions);
              openDialog(dialog, opener);
            }

            // A switch is written as a checkbox, so that without script its state is the checkbox's
            // own; with script it gets the switch role, whose aria-checked must then be kept true.
            function markSwitch(box) {
              box.setAttribute("role", "switch");
              box.setAttribute("aria-checked", box.checked ? "true" : "false");
            }

            // Rows Eureka presents as a selector, alert or action sheet get a button opening a dialog
            // built from their own options; the native control stays (hidden) and is what is posted.
            function enhance(scope) {
              if (!scope) return;
              for (const box of scope.querySelectorAll("input.eu-switch")) markSwitch(box);
              const rows = scope.matches && scope.matches(".eu-row") ? [scope] : [...scope.querySelectorAll(".eu-row")];
              for (const row of rows) {
                const kind = row.dataset.presentation;
                if (!["push", "popover", "modal", "alert", "actionSheet"].includes(kind) || row.querySelector(".eu-choice-button")) continue;
                const control = row.querySelector(".eu-control");
                const label = row.querySelector(".eu-label");
                if (!control || !label) continue;
                const select = control.querySelector("select");
                const radios = [...control.querySelectorAll("input[type=radio]")];
                const boxes = [...control.querySelectorAll("input[type=checkbox]")];
                const multiple = boxes.length > 0 && !select && !radios.length;
                const options = select ? [...select.options].slice(1).map((o) => o.textContent)
                  : [...control.querySelectorAll(".eu-option label")].map((l) => l.textContent);
                // The selector's sections, as the page groups the options (optgroups, fieldsets).
                const groups = [];
                for (const group of control.querySelectorAll("optgroup, .eu-option-group")) {
                  const members = group.querySelectorAll(select ? "option" : ".eu-option");
                  if (!members.length) continue;
                  const first = select ? [...select.options].indexOf(members[0]) - 1 : [...control.querySelectorAll(".eu-option")].indexOf(members[0]);
                  const legend = group.querySelector(":scope > legend");
                  groups.push({ title: select ? group.label : (legend ? legend.textContent : ""), start: first, count: members.length });
                }
                const chosen = () => new Set(select ? (select.selectedIndex > 0 ? [select.selectedIndex - 1] : [])
                  : (multiple ? boxes : radios).flatMap((input, index) => input.checked ? [index] : []));
                const button = document.createElement("button");
                button.type = "button"; button.className = "eu-choice-button";
                button.setAttribute("aria-haspopup", "dialog");
                const disabled = (select && select.disabled) || radios.some((r) => r.disabled) || boxes.some((b) => b.disabled);
                button.disabled = disabled;
                const describe = () => { const names = [...chosen()].map((i) => options[i]); labelChoiceButton(button, names.length ? names.join(", ") : "Choose"); };
                describe();
                // Ids the script makes take a prefix of FormElementID's (EurekaHTML), whose rule
                // keeps them unique: "b-" + key is the choice button's, never a suffix on another id.
                const labelID = label.id || ("l-" + row.dataset.key);
                label.id = labelID;
                button.setAttribute("aria-labelledby", labelID + " " + (button.id = "b-" + row.dataset.key));
                button.addEventListener("click", () => optionsDialog(label.textContent, options, chosen(), multiple, (picked) => {
                  // The row's controls as the page has them now: an answer that arrived while the
                  // list was open may have redrawn them, and a pick must not land on a detached copy.
                  const current = document.getElementById(row.id) || row;
                  const liveSelect = current.querySelector(".eu-control select");
                  const liveRadios = [...current.querySelectorAll(".eu-control input[type=radio]")];
                  const liveBoxes = [...current.querySelectorAll(".eu-control input[type=checkbox]")];
                  let target = null;
                  if (liveSelect) { liveSelect.selectedIndex = picked.size ? [...picked][0] + 1 : 0; target = liveSelect; }
                  else if (multiple) { liveBoxes.forEach((box, index) => { box.checked = picked.has(index); }); target = liveBoxes[0]; }
                  else { const radio = liveRadios[[...picked][0]]; if (radio) { radio.checked = true; target = radio; } }
                  // "input" first, as a person's pick fires it: it marks the field as changed since
                  // the request in flight, so that request's answer does not undo the pick.
                  if (target) { target.dispatchEvent(new Event("input", { bubbles: true })); target.dispatchEvent(new Event("change", { bubbles: true })); }
                  const shownButton = current.querySelector(".eu-choice-button");
                  if (shownButton === button) describe();
                  else if (shownButton) labelChoiceButton(shownButton, [...picked].map((i) => options[i]).join(", ") || "Choose");
                }, button, groups, row.dataset.staysOpen === "1", !!select && select.options.length > 0 && select.options[0].value === ""));
                // The whole row opens the list, as a cell does, not only its value text; once, and
                // through the button the row has when clicked (an answer may have made a new one).
                if (!label.euOpensList) {
                  label.euOpensList = true;
                  label.addEventListener("click", () => {
                    const current = (document.getElementById(row.id) || row).querySelector(".eu-choice-button");
                    if (current && !current.disabled) current.click();
                  });
                }
                label.classList.add("eu-opens");
                control.classList.add("eu-enhanced");
                row.classList.add("eu-enhanced-row");
                control.setAttribute("hidden", "");
                control.after(button);
              }
            }

            function openAlert(html) {
              const dialog = parse(html);
              const opener = document.activeElement;
              const row = rowOf(opener);
              dialog.addEventListener("click", (event) => {
                const button = event.target.closest("button[value]");
                if (!button) return;
                dialog.close();
                if (row) send("command", row, [], [["_action", row.dataset.key], ["_alert", button.value]]);
              });
              openDialog(dialog, opener);
            }

            enhance(form);
            const saved = fresh && !restored && ["reload", "back_forward"].includes(navigation) ? load() : null;
            if (saved && saved.entry === entry && Array.isArray(saved.fields) && differs(saved)) restore(saved);
            else sendRefilled();
          }
        })();
        """#
}
