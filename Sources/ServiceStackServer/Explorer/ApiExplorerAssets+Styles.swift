extension ApiExplorerAssets {
    /// `/ui/explorer.css`: the page's layout, focus outlines and error colours.
    static let styles = #"""
        :root { color-scheme: light dark; --accent: #2457c5; --error: #b00020; --muted: #5f6368; --line: #c8ccd2; }
        * { box-sizing: border-box; }
        [hidden] { display: none !important; }
        body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; }
        a { color: var(--accent); }
        .skip { position: absolute; left: -999px; }
        .skip:focus { left: 8px; top: 8px; background: Canvas; padding: 4px 8px; }
        header { padding: 12px 20px; border-bottom: 1px solid var(--line); display: flex; flex-wrap: wrap; gap: 8px 24px; align-items: baseline; }
        header h1 { font-size: 1.3rem; margin: 0; }
        header nav a { margin-right: 12px; }
        #auth { margin-left: auto; display: flex; flex-wrap: wrap; gap: 6px 12px; align-items: center; }
        #auth h2 { font-size: 1rem; margin: 0; }
        #auth-status { margin: 0; }
        #sign-in { display: flex; gap: 6px; align-items: center; flex-wrap: wrap; }
        .layout { display: grid; grid-template-columns: minmax(220px, 280px) 1fr; min-height: calc(100vh - 80px); }
        aside { border-right: 1px solid var(--line); padding: 12px 16px; overflow: auto; }
        aside h2 { font-size: 1rem; }
        aside label { display: block; font-size: .85rem; color: var(--muted); margin-top: 8px; }
        aside input, aside select { width: 100%; }
        .tag-group h3 { font-size: .8rem; text-transform: uppercase; letter-spacing: .05em; color: var(--muted); margin: 16px 0 4px; }
        .tag-group ul { list-style: none; margin: 0; padding: 0; }
        .tag-group button { width: 100%; text-align: left; background: none; border: 0; padding: 3px 6px; font: inherit; color: inherit; cursor: pointer; border-radius: 4px; }
        .tag-group button:hover, .tag-group button[aria-current="true"] { background: color-mix(in srgb, var(--accent) 15%, transparent); }
        main { padding: 12px 24px; min-width: 0; }
        main h2 { margin-top: 4px; }
        .facts { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; }
        .facts dt { color: var(--muted); }
        .facts dd { margin: 0; font-family: ui-monospace, monospace; }
        .field { display: grid; grid-template-columns: 170px 150px minmax(200px, 420px); gap: 2px 10px; align-items: center; margin: 6px 0; }
        .field .type { color: var(--muted); font-size: .8rem; font-family: ui-monospace, monospace; }
        .field .hint, .field .field-error { grid-column: 3; margin: 0; font-size: .85rem; }
        .field .hint { color: var(--muted); }
        .field-error, .failed { color: var(--error); }
        [aria-invalid="true"] { border: 2px solid var(--error); }
        .error-summary { border-left: 4px solid var(--error); padding: 4px 12px; }
        input, select, textarea, button { font: inherit; }
        :focus-visible { outline: 3px solid var(--accent); outline-offset: 1px; }
        #send { margin-top: 10px; }
        .ok { color: #1b7f3b; }
        pre { background: color-mix(in srgb, CanvasText 6%, Canvas); padding: 10px; overflow: auto; max-height: 420px; }
        .grid-wrap { overflow-x: auto; }
        table.grid { border-collapse: collapse; font-size: .9rem; }
        table.grid caption { text-align: left; padding: 4px 0; color: var(--muted); }
        table.grid th, table.grid td { border: 1px solid var(--line); padding: 3px 8px; text-align: left; vertical-align: top; }
        table.grid th { white-space: nowrap; }
        table.grid td { max-width: 280px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
        table.grid th button { background: none; border: 0; padding: 0; font: inherit; font-weight: 600; color: inherit; cursor: pointer; }
        th[aria-sort="ascending"] button::after { content: " ▲"; }
        th[aria-sort="descending"] button::after { content: " ▼"; }
        .pager { display: flex; gap: 8px; margin: 8px 0; }
        @media (max-width: 720px) { .layout { grid-template-columns: 1fr; } .field { grid-template-columns: 1fr; } .field .hint, .field .field-error { grid-column: 1; } }
        """#
}
