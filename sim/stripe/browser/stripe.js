/*
 * Stand-in for Stripe.js (https://js.stripe.com/endive/stripe.js), served by the E54 Stripe stand-in.
 * It defines window.Stripe so @stripe/stripe-js's loadStripe() resolves without contacting Stripe, and
 * @stripe/react-stripe-js's <EmbeddedCheckoutProvider> mounts the stand-in's checkout page in an iframe.
 * Test mode only. The server replaces __STRIPE_SIM_ORIGIN__ with its own origin when serving this file.
 */
(function () {
  "use strict";
  var SIM_ORIGIN = "__STRIPE_SIM_ORIGIN__";
  var MESSAGE_SOURCE = "e54-stripe-sim";
  if (typeof window === "undefined") return;
  if (window.Stripe && window.Stripe.__e54StandIn) return;

  var activeCheckout = null;

  function integrationError(message) {
    var e = new Error(message);
    e.name = "IntegrationError";
    return e;
  }

  function notAvailable(name) {
    return function () {
      return Promise.resolve({
        error: {
          type: "invalid_request_error",
          code: "unsupported_in_stand_in",
          message: name + " is not available in the Stripe stand-in; the portal uses Embedded Checkout.",
        },
      });
    };
  }

  function fakeElements() {
    return {
      create: function () {
        throw integrationError("Stripe Elements are not available in the Stripe stand-in.");
      },
      getElement: function () {
        return null;
      },
      update: function () {},
      fetchUpdates: function () {
        return Promise.resolve({});
      },
      submit: notAvailable("elements.submit"),
    };
  }

  function resolveElement(location) {
    var el = typeof location === "string" ? document.querySelector(location) : location;
    if (!el || typeof el.appendChild !== "function") {
      throw integrationError("embeddedCheckout.mount: the selector or element was not found in the page.");
    }
    return el;
  }

  function createEmbeddedCheckoutPage(options) {
    if (!options || typeof options !== "object") {
      return Promise.reject(integrationError("createEmbeddedCheckoutPage: options must be an object."));
    }
    var hasSecret = typeof options.clientSecret === "string";
    var hasFetch = typeof options.fetchClientSecret === "function";
    if (hasSecret === hasFetch) {
      return Promise.reject(
        integrationError("createEmbeddedCheckoutPage: pass exactly one of clientSecret or fetchClientSecret."),
      );
    }
    if (activeCheckout) {
      return Promise.reject(
        integrationError(
          "You cannot have multiple Embedded Checkout objects. Call destroy() on the existing one first.",
        ),
      );
    }
    var state = { secret: null, iframe: null, destroyed: false, listener: null };
    activeCheckout = state;
    var secretPromise = hasSecret
      ? Promise.resolve(options.clientSecret)
      : Promise.resolve().then(options.fetchClientSecret);

    return secretPromise.then(
      function (secret) {
        if (typeof secret !== "string" || !/^cs_(test|live)_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/.test(secret)) {
          activeCheckout = null;
          throw integrationError(
            "createEmbeddedCheckoutPage: the client secret is not a Checkout Session client secret.",
          );
        }
        state.secret = secret;

        state.listener = function (event) {
          if (event.origin !== SIM_ORIGIN || !state.iframe || event.source !== state.iframe.contentWindow) return;
          var data = event.data;
          if (!data || data.source !== MESSAGE_SOURCE) return;
          if (data.type === "resize" && typeof data.height === "number") {
            state.iframe.style.height = Math.ceil(data.height) + "px";
          } else if (data.type === "complete") {
            if (data.redirectOnCompletion === "always" && data.returnUrl) {
              window.location.assign(data.returnUrl);
            } else if (typeof options.onComplete === "function") {
              options.onComplete();
            }
          }
        };
        window.addEventListener("message", state.listener);

        function unmount() {
          if (state.iframe && state.iframe.parentNode) state.iframe.parentNode.removeChild(state.iframe);
          state.iframe = null;
        }

        return {
          mount: function (location) {
            if (state.destroyed) throw integrationError("This Embedded Checkout object has been destroyed.");
            if (state.iframe) throw integrationError("Embedded Checkout is already mounted. Call unmount() first.");
            var container = resolveElement(location);
            var iframe = document.createElement("iframe");
            iframe.src =
              SIM_ORIGIN +
              "/embedded-checkout?client_secret=" +
              encodeURIComponent(state.secret) +
              "&parent_origin=" +
              encodeURIComponent(window.location.origin);
            iframe.setAttribute("title", "Secure checkout");
            iframe.setAttribute("name", "embedded-checkout");
            iframe.setAttribute("allow", "payment *");
            iframe.style.width = "100%";
            iframe.style.border = "0";
            iframe.style.minHeight = "520px";
            container.appendChild(iframe);
            state.iframe = iframe;
          },
          unmount: unmount,
          destroy: function () {
            unmount();
            if (state.listener) window.removeEventListener("message", state.listener);
            state.destroyed = true;
            if (activeCheckout === state) activeCheckout = null;
          },
        };
      },
      function (err) {
        activeCheckout = null;
        throw err;
      },
    );
  }

  function Stripe(publishableKey) {
    if (typeof publishableKey !== "string" || !/^pk_test_/.test(publishableKey)) {
      throw integrationError(
        "Invalid API Key provided: the Stripe stand-in only accepts test publishable keys (pk_test_...).",
      );
    }
    var wrappers = [];
    return {
      elements: fakeElements,
      createToken: notAvailable("createToken"),
      createPaymentMethod: notAvailable("createPaymentMethod"),
      confirmCardPayment: notAvailable("confirmCardPayment"),
      confirmPayment: notAvailable("confirmPayment"),
      confirmSetup: notAvailable("confirmSetup"),
      retrievePaymentIntent: notAvailable("retrievePaymentIntent"),
      createEmbeddedCheckoutPage: createEmbeddedCheckoutPage,
      // The pre-dahlia name, for older @stripe/react-stripe-js versions.
      initEmbeddedCheckout: createEmbeddedCheckoutPage,
      registerAppInfo: function () {},
      _registerWrapper: function (w) {
        wrappers.push(w);
      },
      _wrappers: wrappers,
    };
  }

  // The release train @stripe/stripe-js@10 expects; a mismatch only logs a warning, but keep it quiet.
  Stripe.version = "endive";
  Stripe.__e54StandIn = true;
  window.Stripe = Stripe;
})();
