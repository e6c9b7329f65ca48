extension ApiExplorerAssets {
    /// The page at `/ui`: the layout the script fills in; no inline script or style, so a strict CSP allows it.
    static let page = #"""
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>API Explorer</title>
        <link rel="icon" href="data:,">
        <link rel="stylesheet" href="/ui/explorer.css">
        <script src="/ui/explorer.js" defer></script>
        </head>
        <body>
        <a class="skip" href="#main">Skip to the operation</a>
        <header>
        <h1 id="app-name">API Explorer</h1>
        <p id="app-description"></p>
        <nav aria-label="Documents"><a href="/openapi.json">OpenAPI document</a><a href="/metadata/app.json">App metadata</a><a href="/types/metadata">Types</a></nav>
        <section id="auth" aria-labelledby="auth-heading">
        <h2 id="auth-heading">Sign in</h2>
        <form id="sign-in">
        <label for="sign-in-user">User name</label>
        <input id="sign-in-user" name="userName" autocomplete="username">
        <label for="sign-in-password">Password</label>
        <input id="sign-in-password" name="password" type="password" autocomplete="current-password">
        <button type="submit" id="sign-in-button">Sign in</button>
        </form>
        <p id="auth-status" role="status" aria-live="polite">Not signed in.</p>
        <button type="button" id="sign-out" hidden>Sign out</button>
        </section>
        </header>
        <div class="layout">
        <aside aria-labelledby="operations-heading">
        <h2 id="operations-heading">Operations</h2>
        <label for="search">Search operations</label>
        <input id="search" type="search" autocomplete="off">
        <label for="tag-filter">Tag</label>
        <select id="tag-filter"><option value="">All tags</option></select>
        <nav id="operations" aria-labelledby="operations-heading"></nav>
        </aside>
        <main id="main" tabindex="-1"><p>Loading the API…</p></main>
        </div>
        </body>
        </html>
        """#
}
