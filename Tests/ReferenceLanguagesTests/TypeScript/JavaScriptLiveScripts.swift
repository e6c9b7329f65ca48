/// The node scripts the live JavaScript checks run: each imports `JsonServiceClient` from `@servicestack/client` and
/// the DTOs from `./dtos.mjs` (the host's `/types/js`), calls the host whose base URL is its first argument, and
/// prints one line of JSON that the Swift test decodes and asserts on. The same script runs with the checks' own
/// client and with ServiceStack's.
enum JavaScriptLiveScripts {
    /// test-server: a typed call with `post` and with `send` (the DTO's own verb), a request that fails validation
    /// both as an `api()` result and as a thrown error, and an AutoQuery GET with a filter, `skip` and `take`.
    static let testServer = #"""
        import { JsonServiceClient } from '@servicestack/client'
        import { Hello, HelloResponse, ThrowValidation, QueryRockstars } from './dtos.mjs'

        const client = new JsonServiceClient(process.argv[2])
        const fieldNames = status => (status?.errors ?? []).map(error => error.fieldName).sort()

        const hello = await client.post(new Hello({ name: 'World' }))
        const sent = await client.send(new Hello({ name: 'Send' }))

        const invalid = await client.api(new ThrowValidation({ age: 0, required: '', email: 'not-an-email' }))
        let thrown = null
        try {
            await client.post(new ThrowValidation({ age: 200, required: 'yes', email: 'a@example.org' }))
        } catch (error) {
            thrown = error.responseStatus
        }

        const query = await client.get(
            new QueryRockstars({ firstNameStartsWith: 'J', orderBy: 'Id', skip: 1, take: 2, include: 'Total' }))

        console.log(JSON.stringify({
            hello: hello.result,
            sent: sent.result,
            helloCreatesItsResponse: new Hello().createResponse() instanceof HelloResponse,
            helloMethod: new Hello().getMethod(),
            invalid: {
                succeeded: invalid.succeeded,
                errorCode: invalid.error?.errorCode,
                message: invalid.error?.message,
                fieldNames: fieldNames(invalid.error),
            },
            thrown: { errorCode: thrown?.errorCode, message: thrown?.message, fieldNames: fieldNames(thrown) },
            query: {
                total: query.total,
                offset: query.offset,
                firstNames: (query.results ?? []).map(rockstar => rockstar.firstName),
            },
        }))
        """#

    /// TechStacks: an anonymous create refused with 401, then signed in as the seeded `demo` user (the session
    /// travels in the cookies the client keeps), create, a create that fails validation, AutoQuery, update, read
    /// back by slug, delete, and a query that no longer finds it. `process.argv[3]` makes the name unique.
    static let techStacks = #"""
        import { JsonServiceClient } from '@servicestack/client'
        import {
            Authenticate, CreateTechnology, UpdateTechnology, DeleteTechnology, QueryTechnology, GetTechnology,
            TechnologyTier,
        } from './dtos.mjs'

        const [baseUrl, name] = process.argv.slice(2)
        const fieldNames = status => (status?.errors ?? []).map(error => error.fieldName).sort()

        const anonymous = new JsonServiceClient(baseUrl)
        let anonymousStatus = 0
        anonymous.responseFilter = response => { anonymousStatus = response.status }
        let refused = null
        try {
            await anonymous.send(new CreateTechnology({ name, tier: TechnologyTier.Data }))
        } catch (error) {
            refused = error.responseStatus
        }

        const client = new JsonServiceClient(baseUrl)
        const signedIn = await client.post(
            new Authenticate({ provider: 'credentials', userName: 'demo', password: 'demo' }))
        const created = await client.send(
            new CreateTechnology({ name, vendorName: 'OpenJS', tier: TechnologyTier.Server }))
        const id = created.result?.id
        const invalid = await client.api(new CreateTechnology({ vendorName: 'OpenJS' }))
        const found = await client.get(new QueryTechnology({ nameContains: name, take: 1, include: 'Total' }))
        const firstPage = await client.get(new QueryTechnology({ orderBy: 'Id', take: 3, include: 'Total' }))
        const secondPage = await client.get(new QueryTechnology({ orderBy: 'Id', skip: 1, take: 2 }))
        const updated = await client.send(
            new UpdateTechnology({ id, name, vendorName: 'OpenJS Foundation', tier: TechnologyTier.Client }))
        const read = await client.get(new GetTechnology({ slug: created.result?.slug }))
        await client.send(new DeleteTechnology({ id }))
        const afterDelete = await client.get(new QueryTechnology({ nameContains: name, include: 'Total' }))

        console.log(JSON.stringify({
            anonymous: { status: anonymousStatus, errorCode: refused?.errorCode },
            signedIn: signedIn.userName,
            created: {
                id, name: created.result?.name, tier: created.result?.tier, createdBy: created.result?.createdBy,
            },
            invalid: { errorCode: invalid.error?.errorCode, fieldNames: fieldNames(invalid.error) },
            found: { total: found.total, names: (found.results ?? []).map(technology => technology.name) },
            pages: {
                total: firstPage.total,
                first: (firstPage.results ?? []).map(technology => technology.id),
                second: (secondPage.results ?? []).map(technology => technology.id),
            },
            updated: { vendorName: updated.result?.vendorName, tier: updated.result?.tier },
            read: { vendorName: read.technology?.vendorName, tier: read.technology?.tier },
            afterDelete: afterDelete.total,
        }))
        """#
}
