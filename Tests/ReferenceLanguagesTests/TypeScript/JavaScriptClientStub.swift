/// A small JSON client written for these checks, installed as `node_modules/@servicestack/client` so that a script
/// written for ServiceStack's `JsonServiceClient` runs unchanged: the subject under test is the generated DTOs and
/// the host, not the client.
///
/// It sends a request DTO as JSON to `/api/{getTypeName()}` with the DTO's `getMethod()` (fields in the query string
/// for verbs without a body), fills the DTO's `createResponse()` with the reply, keeps the cookies the server sets
/// (`ss-id`, `ss-tok`) for later calls, and on a 4xx or 5xx throws the error body, whose `responseStatus` says what
/// failed, as ServiceStack's client does. `api()` returns `{ response }` or `{ error }` instead of throwing.
enum JavaScriptClientStub {
    static let packageJson =
        #"{ "name": "@servicestack/client", "version": "0.0.0-stub", "type": "module", "main": "index.js" }"#

    static let source = #"""
        export class ResponseStatus {
            constructor(init) { Object.assign(this, init) }
        }

        export class ApiResult {
            constructor(init) { Object.assign(this, init) }
            get succeeded() { return this.error == null && this.response != null }
            get failed() { return this.error != null }
        }

        const verbsWithoutBody = ['GET', 'DELETE', 'HEAD', 'OPTIONS']

        export class JsonServiceClient {
            constructor(baseUrl) {
                this.baseUrl = baseUrl.endsWith('/') ? baseUrl : baseUrl + '/'
                this.cookies = new Map()
                this.bearerToken = null
                this.responseFilter = null
            }

            get(request, args) { return this.send(request, args, 'GET') }
            delete(request, args) { return this.send(request, args, 'DELETE') }
            post(request, args) { return this.send(request, args, 'POST') }
            put(request, args) { return this.send(request, args, 'PUT') }
            patch(request, args) { return this.send(request, args, 'PATCH') }

            async api(request, args, method) {
                try {
                    return new ApiResult({ response: await this.send(request, args, method) })
                } catch (error) {
                    if (error instanceof Error) throw error
                    return new ApiResult({ error: error.responseStatus })
                }
            }

            async send(request, args, method) {
                const verb = (method ?? (typeof request.getMethod === 'function' ? request.getMethod() : 'POST'))
                    .toUpperCase()
                const url = new URL('api/' + encodeURIComponent(request.getTypeName()), this.baseUrl)
                const hasBody = !verbsWithoutBody.includes(verb)
                const query = hasBody ? { ...args } : { ...request, ...args }
                for (const [name, value] of Object.entries(query)) {
                    if (value != null && typeof value !== 'function') url.searchParams.set(name, String(value))
                }
                const headers = { Accept: 'application/json' }
                if (hasBody) headers['Content-Type'] = 'application/json'
                if (this.bearerToken) headers.Authorization = 'Bearer ' + this.bearerToken
                if (this.cookies.size > 0) {
                    headers.Cookie = [...this.cookies].map(([name, value]) => name + '=' + value).join('; ')
                }
                const reply = await fetch(url, { method: verb, headers, body: hasBody ? JSON.stringify(request) : undefined })
                this.responseFilter?.(reply)
                this.keepCookies(reply)
                const text = await reply.text()
                let body = null
                try { body = text.length > 0 ? JSON.parse(text) : null } catch { body = null }
                if (!reply.ok) {
                    throw body?.responseStatus != null
                        ? body
                        : { responseStatus: new ResponseStatus({ errorCode: String(reply.status), message: reply.statusText }) }
                }
                const typed = typeof request.createResponse === 'function' ? request.createResponse() : undefined
                return typed != null && typeof typed === 'object' && body != null ? Object.assign(typed, body) : body
            }

            keepCookies(reply) {
                for (const header of reply.headers.getSetCookie()) {
                    const [pair, ...attributes] = header.split(';')
                    const separator = pair.indexOf('=')
                    if (separator <= 0) continue
                    const name = pair.slice(0, separator).trim()
                    const value = pair.slice(separator + 1).trim()
                    const expired = attributes.some(attribute => /^\s*max-age\s*=\s*0\s*$/i.test(attribute))
                    if (expired || value.length === 0) this.cookies.delete(name)
                    else this.cookies.set(name, value)
                }
            }
        }
        """#
}
