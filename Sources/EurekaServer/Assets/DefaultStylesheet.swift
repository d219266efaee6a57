/// The default look of form pages: grouped sections like a settings screen, one row per line on
/// wide screens and stacked on phones (from 360 px), light and dark, a visible focus ring, no
/// external fonts. Every style is a class: the Content-Security-Policy allows no inline style.
enum DefaultStylesheet {
    static let text = """
        :root {
          color-scheme: light dark;
          --eu-bg: #f2f2f7; --eu-card: #ffffff; --eu-text: #1c1c1e; --eu-muted: #5f5f66; --eu-line: #d8d8de;
          --eu-accent: #0a64d8; --eu-accent-text: #ffffff; --eu-error: #b3261e; --eu-error-bg: #fdecea;
          --eu-focus: #0a64d8; --eu-field: #ffffff; --eu-field-line: #8e8e95; --eu-on: #1f8a3b;
          --eu-radius: 12px; --eu-gap: 0.75rem;
          --eu-red: #c5221f; --eu-orange: #b85c00; --eu-yellow: #8a6d00; --eu-green: #1f7a35; --eu-mint: #0b7a6b;
          --eu-teal: #0b6e84; --eu-cyan: #0b6e84; --eu-blue: #0a64d8; --eu-indigo: #4b45c2; --eu-purple: #8e3cc8;
          --eu-pink: #c2185b; --eu-brown: #7a5c3a; --eu-gray: #5f5f66; --eu-darkgray: #3a3a3f; --eu-lightgray: #8e8e95;
          --eu-black: #000000; --eu-white: #ffffff; --eu-secondary: #5f5f66; --eu-tint: var(--eu-accent);
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --eu-bg: #000000; --eu-card: #1c1c1e; --eu-text: #f2f2f7; --eu-muted: #a1a1a8; --eu-line: #38383c;
            --eu-accent: #4c9bff; --eu-accent-text: #000000; --eu-error: #ff8a80; --eu-error-bg: #3a1512;
            --eu-focus: #7ab8ff; --eu-field: #2c2c2e; --eu-field-line: #8e8e95; --eu-on: #39c36a;
            --eu-red: #ff6961; --eu-orange: #ffb340; --eu-yellow: #ffd426; --eu-green: #4cd964; --eu-mint: #66d4cf;
            --eu-teal: #5ac8f5; --eu-cyan: #70d7ff; --eu-blue: #4c9bff; --eu-indigo: #8e8cff; --eu-purple: #da8fff;
            --eu-pink: #ff6482; --eu-brown: #c9a47a; --eu-gray: #a1a1a8; --eu-darkgray: #c7c7cc; --eu-lightgray: #8e8e95;
            --eu-black: #f2f2f7; --eu-white: #1c1c1e; --eu-secondary: #a1a1a8;
          }
        }
        *, *::before, *::after { box-sizing: border-box; }
        /* A class that sets display (.eu-options is a flex box) must not show what the script hid. */
        [hidden] { display: none !important; }
        html { -webkit-text-size-adjust: 100%; }
        body {
          margin: 0; background: var(--eu-bg); color: var(--eu-text);
          font: 16px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
        }
        .eu-page { max-width: 44rem; margin: 0 auto; padding: 1rem 0.75rem 3rem; }
        .eu-nav { margin: 0 0 0.25rem; }
        .eu-nav a, .eu-link { color: var(--eu-accent); text-decoration: none; }
        .eu-nav a:hover, .eu-link:hover { text-decoration: underline; }
        :focus-visible { outline: 3px solid var(--eu-focus); outline-offset: 2px; }
        .eu-form { margin: 0; }
        .eu-default-button { display: none; }

        .eu-section { margin: 0 0 1.5rem; padding: 0; border: 0; min-width: 0; }
        .eu-section-title {
          padding: 0 0.75rem 0.35rem; font-size: 0.8rem; font-weight: 600; letter-spacing: 0.04em;
          text-transform: uppercase; color: var(--eu-muted);
        }
        .eu-section > .eu-row { background: var(--eu-card); border-bottom: 1px solid var(--eu-line); }
        .eu-section > .eu-row:first-of-type { border-top-left-radius: var(--eu-radius); border-top-right-radius: var(--eu-radius); }
        .eu-section > .eu-row:last-of-type { border-bottom: 0; border-bottom-left-radius: var(--eu-radius); border-bottom-right-radius: var(--eu-radius); }
        .eu-footer { margin: 0.4rem 0.75rem 0; font-size: 0.85rem; color: var(--eu-muted); white-space: pre-line; }

        .eu-row {
          display: grid; grid-template-columns: 1fr auto; gap: 0.4rem 0.75rem; align-items: center;
          padding: 0.7rem 0.9rem; min-height: 3rem;
        }
        .eu-row > .eu-control { justify-self: end; min-width: 0; }
        .eu-row > .eu-error, .eu-row > .eu-row-tools, .eu-row > .eu-row-button, .eu-row > .eu-control:first-child { grid-column: 1 / -1; }
        .eu-row > .eu-control:first-child { justify-self: stretch; }
        .eu-wide, .eu-stacked { grid-template-columns: 1fr; }
        .eu-wide > .eu-control, .eu-stacked > .eu-control { justify-self: stretch; }
        @media (min-width: 600px) {
          .eu-wide { grid-template-columns: minmax(8rem, 2fr) 3fr; }
          .eu-segments-row { grid-template-columns: minmax(8rem, 2fr) auto; }
          .eu-segments-row > .eu-control { justify-self: end; }
        }
        .eu-label, .eu-row > .eu-title { font-weight: 500; overflow-wrap: anywhere; }
        .eu-value { color: var(--eu-muted); overflow-wrap: anywhere; }
        .eu-row > .eu-value { justify-self: end; text-align: right; }
        .eu-page-title { font-size: 1.75rem; line-height: 1.2; margin: 0.25rem 0.25rem 1rem; }
        .eureka-error { max-width: 44rem; margin: 0 auto; padding: 2rem 1rem 3rem; }
        .eureka-error h1 { font-size: 1.75rem; line-height: 1.2; margin: 0 0 0.75rem; }
        .eureka-error a { color: var(--eu-accent); }

        .eu-input, .eu-select {
          width: 100%; min-height: 2.75rem; padding: 0.5rem 0.7rem; font: inherit; color: var(--eu-text);
          background: var(--eu-field); border: 1px solid var(--eu-field-line); border-radius: 8px;
        }
        textarea.eu-input { min-height: 6rem; resize: vertical; }
        .eu-input::placeholder { color: var(--eu-muted); opacity: 1; }
        .eu-input[readonly] { background: transparent; border-style: dashed; }
        .eu-number { max-width: 9rem; }
        /* Live updates could not reach the server (or a restore lost to a press): said where the
           visitor is, until they can. */
        .eu-connection {
          position: sticky; bottom: 0.75rem; z-index: 10; margin: 1rem 0 0; padding: 0.6rem 0.9rem;
          border: 1px solid var(--eu-error); border-radius: var(--eu-radius); background: var(--eu-error-bg);
          color: var(--eu-text); font-size: 0.9rem; box-shadow: 0 2px 10px rgb(0 0 0 / 25%); overflow-wrap: anywhere;
        }
        /* While it shows, a control focused near the bottom is scrolled clear of it, never under it. */
        html:has(.eu-connection) { scroll-padding-bottom: 8rem; }
        .eu-field-hint { grid-column: 1 / -1; margin: 0; font-size: 0.85rem; color: var(--eu-muted); overflow-wrap: anywhere; }
        .eu-zone { display: block; margin-top: 0.25rem; font-size: 0.85rem; color: var(--eu-muted); text-align: end; }
        .eu-invalid .eu-input, .eu-invalid .eu-select { border-color: var(--eu-error); border-width: 2px; }
        .eu-error { margin: 0; color: var(--eu-error); font-size: 0.9rem; font-weight: 500; overflow-wrap: anywhere; min-width: 0; }
        .eu-required .eu-label::after { content: "*" / ""; color: var(--eu-error); margin-left: 0.2em; font-weight: 700; }
        .eu-align-left { text-align: left; } .eu-align-center { text-align: center; } .eu-align-right { text-align: right; }
        .eu-error::before { content: "✗ "; }
        .eu-disabled { opacity: 0.55; }

        .eu-switch {
          appearance: none; -webkit-appearance: none; margin: 0; width: 3.1rem; height: 1.9rem; border-radius: 1rem;
          background: var(--eu-line); position: relative; cursor: pointer; transition: background 0.15s;
          border: 1px solid var(--eu-field-line);
        }
        .eu-switch::after {
          content: ""; position: absolute; top: 0.15rem; left: 0.15rem; width: 1.45rem; height: 1.45rem;
          border-radius: 50%; background: #ffffff; box-shadow: 0 1px 3px rgba(0, 0, 0, 0.35); transition: transform 0.15s;
        }
        .eu-switch:checked { background: var(--eu-on); border-color: var(--eu-on); }
        .eu-switch:checked::after { transform: translateX(1.2rem); }
        .eu-check, .eu-options-list .eu-option input[type="radio"] {
          width: 1.35rem; height: 1.35rem; margin: 0; accent-color: var(--eu-tint); cursor: pointer; flex: none;
        }
        .eu-range { width: 100%; accent-color: var(--eu-tint); min-height: 2rem; }
        output.eu-value { font-variant-numeric: tabular-nums; }

        .eu-options { margin: 0; padding: 0; border: 0; min-width: 0; display: flex; flex-wrap: wrap; gap: 0.5rem; }
        .eu-number-control { display: flex; align-items: center; gap: 0.75rem; }
        .eu-option { display: inline-flex; align-items: center; gap: 0.4rem; min-height: 2.5rem; }
        .eu-options-list { flex-direction: column; gap: 0.1rem; }
        .eu-option-group-title, .eu-dialog-group-title {
          padding: 0.6rem 0 0.15rem; font-size: 0.8rem; font-weight: 600; letter-spacing: 0.02em;
          text-transform: uppercase; color: var(--eu-muted);
        }
        .eu-options-segments { gap: 0; }
        .eu-options-segments .eu-option { position: relative; }
        .eu-options-segments .eu-option input { position: absolute; opacity: 0; width: 1px; height: 1px; }
        .eu-options-segments .eu-option label {
          padding: 0.5rem 0.9rem; border: 1px solid var(--eu-field-line); margin-left: -1px; cursor: pointer;
          background: var(--eu-field); min-width: 3rem; text-align: center;
        }
        .eu-options-segments .eu-option:first-of-type label { border-radius: 8px 0 0 8px; margin-left: 0; }
        .eu-options-segments .eu-option:last-of-type label { border-radius: 0 8px 8px 0; }
        .eu-options-segments .eu-option input:checked + label { background: var(--eu-accent); color: var(--eu-accent-text); border-color: var(--eu-accent); }
        .eu-options-segments .eu-option input:focus-visible + label { outline: 3px solid var(--eu-focus); outline-offset: 2px; }
        /* On phones the segments wrap, so each is a whole rounded button: joined, a wrapped line
           showed cut borders. */
        @media (max-width: 599px) {
          .eu-options-segments { gap: 0.35rem; }
          .eu-options-segments .eu-option label, .eu-options-segments .eu-option:first-of-type label,
          .eu-options-segments .eu-option:last-of-type label { border-radius: 8px; margin-left: 0; }
        }
        .eu-stars { gap: 0.15rem; flex-wrap: nowrap; }
        .eu-stars legend { float: left; width: 100%; margin-bottom: 0.25rem; }
        .eu-stars .eu-option input { position: absolute; opacity: 0; width: 1px; height: 1px; }
        .eu-stars .eu-option label {
          font-size: 1.6rem; line-height: 1; padding: 0.3rem 0.2rem; cursor: pointer; forced-color-adjust: none;
          color: transparent; -webkit-text-stroke: 1.5px var(--eu-muted);
        }
        .eu-stars .eu-option:first-of-type label { font-size: 1rem; padding: 0.55rem 0.5rem; color: var(--eu-muted); -webkit-text-stroke: 0; }
        .eu-stars .eu-option:not(:first-of-type):has(~ .eu-option input:checked) label,
        .eu-stars .eu-option:not(:first-of-type):has(input:checked) label { color: var(--eu-orange); -webkit-text-stroke-color: var(--eu-orange); }
        .eu-stars .eu-option input:focus-visible + label { outline: 3px solid var(--eu-focus); outline-offset: 2px; border-radius: 4px; }
        .eu-enhanced-row { grid-template-columns: 1fr auto; }
        .eu-opens { cursor: pointer; }
        .eu-wheels { display: flex; gap: 0.5rem; }
        .eu-wheels .eu-select { flex: 1 1 0; min-width: 0; }
        .eu-duration { display: flex; align-items: center; justify-content: flex-end; gap: 0.4rem; }
        .eu-duration .eu-select { width: auto; min-width: 4.5rem; }
        .eu-unit { color: var(--eu-muted); margin-right: 0.4rem; }
        .eu-unit:last-child { margin-right: 0; }

        .eu-button {
          font: inherit; font-weight: 600; min-height: 2.75rem; padding: 0.55rem 1.1rem; border-radius: 10px;
          border: 1px solid var(--eu-accent); background: var(--eu-card); color: var(--eu-accent); cursor: pointer;
        }
        .eu-button:hover { filter: brightness(0.97); }
        .eu-primary { background: var(--eu-accent); color: var(--eu-accent-text); }
        .eu-destructive { border-color: var(--eu-error); color: var(--eu-error); }
        .eu-row-button {
          display: flex; justify-content: center; align-items: center; gap: 0.5rem; width: 100%;
          border: 0; background: transparent; padding: 0.4rem 0; min-height: 2.4rem;
        }
        .eu-row-button .eu-value { margin-left: auto; }
        .eu-row-button .eu-disclosure { color: var(--eu-muted); font-size: 1.3rem; line-height: 1; }
        .eu-kind-presenter .eu-row-button, .eu-kind-action .eu-row-button:has(.eu-disclosure) { justify-content: flex-start; }
        .eu-range { flex: 1 1 auto; }
        .eu-kind-add-button .eu-row-button { justify-content: flex-start; }
        .eu-row-button .eu-icon { font-size: 1.3rem; line-height: 1; }
        .eu-form-actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: 0.75rem; margin: 1.5rem 0 0; }
        .eu-secondary { background: transparent; }

        .eu-row-tools { display: flex; gap: 0.4rem; justify-content: flex-end; align-items: center; }
        .eu-tool {
          font: inherit; min-width: 2.75rem; min-height: 2.75rem; border-radius: 8px; cursor: pointer;
          border: 1px solid var(--eu-line); background: var(--eu-field); color: var(--eu-text);
        }
        .eu-tool:disabled { opacity: 0.35; cursor: default; }
        .eu-menu { position: relative; }
        .eu-menu > summary {
          list-style: none; cursor: pointer; min-width: 2.75rem; min-height: 2.75rem; display: inline-flex;
          align-items: center; justify-content: center; border-radius: 8px; border: 1px solid var(--eu-line);
        }
        .eu-menu > summary::-webkit-details-marker { display: none; }
        /* Right-aligned, as the closed menu is: text-align too, for browsers that wrap the content in a block (::details-content). */
        .eu-menu[open] { display: flex; gap: 0.4rem; flex-wrap: wrap; justify-content: flex-end; text-align: end; }
        .eu-menu[open] > .eu-button { margin: 0.2rem 0 0.2rem 0.4rem; }

        .eu-summary {
          margin: 0 0 1.25rem; padding: 0.9rem 1.1rem; border-radius: var(--eu-radius);
          border: 2px solid var(--eu-error); background: var(--eu-error-bg); color: var(--eu-text);
        }
        .eu-summary h2 { margin: 0 0 0.4rem; font-size: 1.05rem; color: var(--eu-error); }
        .eu-summary ul, .eu-summary p { margin: 0; }
        .eu-summary ul { padding-left: 1.2rem; }
        .eu-summary a { color: var(--eu-text); }
        .eu-summary, .eu-page-title, .eureka-error h1 { overflow-wrap: anywhere; }
        .eu-note { color: var(--eu-muted); margin: 0; }

        .eu-catalogue { list-style: none; margin: 0; padding: 0; background: var(--eu-card); border-radius: var(--eu-radius); }
        .eu-catalogue li { border-bottom: 1px solid var(--eu-line); }
        .eu-catalogue li:last-child { border-bottom: 0; }
        .eu-catalogue a { display: block; padding: 0.8rem 1rem; color: var(--eu-text); text-decoration: none; }
        .eu-catalogue a:hover { background: var(--eu-bg); }
        .eu-catalogue strong { display: block; color: var(--eu-accent); }
        .eu-catalogue span { color: var(--eu-muted); font-size: 0.9rem; }
        .eu-api { margin-top: 1.5rem; }
        .eu-api summary { cursor: pointer; color: var(--eu-muted); margin-bottom: 0.5rem; }
        .eu-api .eu-json { overflow-wrap: anywhere; }
        .eu-json {
          background: var(--eu-card); border-radius: var(--eu-radius); padding: 1rem; overflow-x: auto;
          font: 0.9rem/1.4 ui-monospace, "SF Mono", Menlo, Consolas, monospace; white-space: pre-wrap;
        }

        .eu-bold .eu-label, .eu-bold .eu-value { font-weight: 700; }
        .eu-italic .eu-label, .eu-italic .eu-value { font-style: italic; }
        .eu-mono .eu-input, .eu-mono .eu-value { font-family: ui-monospace, Menlo, Consolas, monospace; }
        \(colorRules)
        .eu-visually-hidden {
          position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
          clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
        }
        .eu-js .eu-form-actions .eu-secondary { display: none; }
        .eu-choice-button {
          justify-self: end; font: inherit; color: var(--eu-muted); background: transparent; border: 0;
          min-height: 2.75rem; padding: 0.25rem 0; cursor: pointer; text-align: right;
        }
        .eu-choice-button:disabled { cursor: default; }
        .eu-stacked > .eu-choice-button, .eu-wide > .eu-choice-button { grid-column: auto; }
        .eu-dialog {
          border: 0; border-radius: var(--eu-radius); padding: 1rem; width: min(28rem, calc(100vw - 2rem));
          background: var(--eu-card); color: var(--eu-text); box-shadow: 0 10px 40px rgba(0, 0, 0, 0.35);
        }
        .eu-alert-panel {
          margin: 0 0 1.25rem; padding: 1rem 1.1rem; border-radius: var(--eu-radius);
          border: 2px solid var(--eu-accent); background: var(--eu-card); color: var(--eu-text);
        }
        .eu-alert-panel h2 { margin: 0 0 0.5rem; font-size: 1.1rem; }
        .eu-alert-panel p { margin: 0; }
        .eu-dialog::backdrop { background: rgba(0, 0, 0, 0.4); }
        .eu-dialog h2 { margin: 0 0 0.75rem; font-size: 1.1rem; }
        .eu-dialog-list, .eu-dialog-list > [role=group] { display: flex; flex-direction: column; }
        .eu-dialog-list { max-height: 60vh; overflow-y: auto; }
        .eu-dialog-option {
          font: inherit; text-align: left; padding: 0.7rem 0.75rem; min-height: 2.75rem; border: 0;
          border-bottom: 1px solid var(--eu-line); background: transparent; color: var(--eu-text); cursor: pointer;
        }
        /* Inside the scrolling list an outline drawn outside the option is clipped at the sides. */
        .eu-dialog-option:focus-visible { outline-offset: -3px; border-radius: 6px; }
        /* "None" reads apart from the options it takes back. */
        .eu-dialog-none { color: var(--eu-muted); font-style: italic; }
        .eu-dialog-option[aria-selected=true], .eu-dialog-option[aria-pressed=true] { color: var(--eu-accent); font-weight: 600; }
        /* The tick is drawn, not read: aria-selected says it ("None ✓" was the option's name). */
        .eu-dialog-option[aria-selected=true]::after, .eu-dialog-option[aria-pressed=true]::after { content: "  ✓" / ""; }
        .eu-dialog-actions { display: flex; gap: 0.5rem; justify-content: flex-end; flex-wrap: wrap; margin-top: 0.75rem; }
        .eu-action-sheet .eu-dialog-actions { flex-direction: column; align-items: stretch; }
        form[aria-busy=true] { cursor: progress; }
        @media (prefers-reduced-motion: reduce) { * { transition: none !important; } }
        """

    /// Colour classes for the palette: title, value, background and tint.
    private static var colorRules: String {
        let names = [
            "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown",
            "gray", "darkgray", "lightgray", "black", "white", "secondary", "tint",
        ]
        return names.map { name in
            """
            .eu-title-\(name) .eu-label, .eu-title-\(name) > .eu-title { color: var(--eu-\(name)); }
            .eu-value-\(name) .eu-value, .eu-value-\(name) .eu-input { color: var(--eu-\(name)); }
            .eu-section > .eu-bg-\(name) { background: color-mix(in srgb, var(--eu-\(name)) 16%, var(--eu-card)); }
            .eu-tint-\(name) { --eu-tint: var(--eu-\(name)); }
            """
        }.joined(separator: "\n")
    }
}
