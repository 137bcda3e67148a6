// The checkout form the stand-in shows in place of Stripe's (inside the embedded iframe, or hosted).
import type { SessionRecord } from "./types";

const esc = (s: unknown) => String(s ?? "").replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function money(amount: number, currency: string): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(amount / 100);
}

function priceLine(rec: SessionRecord): string {
  const li = rec.lineItems[0];
  if (!li) return "";
  const r = li.price.recurring;
  const per = r ? ` per ${r.interval_count > 1 ? `${r.interval_count} ${r.interval}s` : r.interval}` : "";
  return `${money(li.price.unit_amount, li.currency)}${per}`;
}

export function checkoutPage(
  rec: SessionRecord,
  opts: { embedded: boolean; parentOrigin: string | null; credential: { client_secret?: string; session_id?: string } },
): string {
  const s = rec.session;
  const title = rec.lineItems.map((li) => li.description).join(", ") || "Checkout";
  const action = s.mode === "subscription" ? "Subscribe" : "Pay";
  const config = JSON.stringify({
    embedded: opts.embedded,
    parentOrigin: opts.parentOrigin,
    credential: opts.credential,
  }).replace(/</g, "\\u003c");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)} - Checkout (test mode)</title>
<style>
 body{font-family:system-ui,sans-serif;margin:0;padding:24px;color:#1a1f36;background:#fff}
 .badge{display:inline-block;background:#ffde92;color:#a04800;font-size:12px;font-weight:600;padding:2px 8px;border-radius:4px}
 h1{font-size:20px;margin:12px 0 4px} .amount{font-size:28px;font-weight:700;margin:0 0 20px}
 label{display:block;font-size:13px;margin:12px 0 4px;color:#4f566b}
 input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #d5dbe1;border-radius:6px;font-size:15px}
 .row{display:flex;gap:8px} .row>div{flex:1}
 button{margin-top:20px;width:100%;padding:12px;border:0;border-radius:6px;background:#0074d4;color:#fff;font-size:16px;font-weight:600;cursor:pointer}
 button[disabled]{opacity:.6;cursor:progress} .error{color:#df1b41;font-size:14px;margin-top:12px;min-height:1em}
</style></head>
<body>
<span class="badge">TEST MODE</span>
<h1 data-testid="product-name">${esc(title)}</h1>
<p class="amount" data-testid="amount">${esc(priceLine(rec))}</p>
<form id="checkout-form" novalidate>
 <label for="email">Email</label>
 <input id="email" name="email" type="email" autocomplete="email" value="${esc(s.customer_email ?? "")}"${s.customer_email ? " readonly" : ""} required>
 <label for="card">Card information</label>
 <input id="card" name="card" inputmode="numeric" autocomplete="cc-number" value="4242 4242 4242 4242">
 <div class="row"><div><label for="exp">Expiry</label><input id="exp" name="exp" value="12 / 34"></div>
 <div><label for="cvc">CVC</label><input id="cvc" name="cvc" value="123"></div></div>
 <label for="name">Name on card</label>
 <input id="name" name="name" autocomplete="cc-name" value="">
 <button id="submit" type="submit">${action}</button>
 <p class="error" id="error" role="alert"></p>
</form>
<script>
(function () {
  var cfg = ${config};
  var form = document.getElementById("checkout-form");
  var button = document.getElementById("submit");
  var errorBox = document.getElementById("error");
  function tell(message) {
    if (cfg.embedded && window.parent !== window && cfg.parentOrigin) {
      message.source = "e54-stripe-sim";
      window.parent.postMessage(message, cfg.parentOrigin);
    }
  }
  function resize() { tell({ type: "resize", height: document.documentElement.scrollHeight }); }
  window.addEventListener("load", resize);
  resize();
  form.addEventListener("submit", function (e) {
    e.preventDefault();
    errorBox.textContent = "";
    button.disabled = true;
    var body = Object.assign({}, cfg.credential, {
      email: document.getElementById("email").value,
      name: document.getElementById("name").value,
      card: document.getElementById("card").value
    });
    fetch("/embedded-checkout/pay", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })
      .then(function (r) { return r.json(); })
      .then(function (res) {
        if (res.error) { errorBox.textContent = res.error.message; button.disabled = false; resize(); return; }
        button.textContent = "Payment complete";
        if (cfg.embedded) {
          tell({ type: "complete", sessionId: res.session_id, returnUrl: res.return_url, redirectOnCompletion: res.redirect_on_completion });
        } else if (res.return_url) {
          window.location.assign(res.return_url);
        }
      })
      .catch(function () { errorBox.textContent = "Something went wrong. Please try again."; button.disabled = false; });
  });
})();
</script>
</body></html>`;
}

export function messagePage(title: string, text: string, status = 200): { status: number; body: string } {
  return {
    status,
    body: `<!doctype html><html><head><meta charset="utf-8"><title>${esc(title)}</title></head><body style="font-family:system-ui,sans-serif;padding:24px"><h1>${esc(title)}</h1><p>${esc(text)}</p></body></html>`,
  };
}
