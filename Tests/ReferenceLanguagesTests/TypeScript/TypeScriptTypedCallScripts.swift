/// The TypeScript version of the live JavaScript scripts, type-checked (`tsc --strict --noEmit`) against a host's
/// `/types/typescript` and a declared `@servicestack/client`: the calls the scripts make in node compile with the
/// response types the DTOs' `IReturn<T>` give, and a misspelled property does not.
enum TypeScriptTypedCallScripts {
    /// The part of `@servicestack/client`'s `JsonServiceClient` the scripts use, as a module declaration.
    static let clientDeclaration = """
        declare module '@servicestack/client' {
            export interface IReturn<T> { createResponse(): T }
            export interface ResponseError { errorCode?: string; fieldName?: string; message?: string }
            export interface ResponseStatus { errorCode?: string; message?: string; errors?: ResponseError[] }
            export interface ApiResult<T> { response?: T; error?: ResponseStatus; readonly succeeded: boolean }
            export class JsonServiceClient {
                constructor(baseUrl: string)
                responseFilter?: (response: Response) => void
                get<T>(request: IReturn<T>): Promise<T>
                post<T>(request: IReturn<T>): Promise<T>
                put<T>(request: IReturn<T>): Promise<T>
                delete<T>(request: IReturn<T>): Promise<T>
                send<T>(request: IReturn<T>): Promise<T>
                api<T>(request: IReturn<T>): Promise<ApiResult<T>>
            }
        }
        """

    /// test-server's calls, reading `Hello`'s typed response as `property` (`result`; a misspelling must fail).
    static func testServer(readingHelloAs property: String = "result") -> String {
        """
        import { JsonServiceClient } from '@servicestack/client'
        import { Hello, ThrowValidation, QueryRockstars, Rockstar, QueryResponse } from './dtos'

        export async function check(client: JsonServiceClient) {
            const hello = await client.post(new Hello({ name: 'World' }))
            const greeting: string | undefined = hello.\(property)
            const invalid = await client.api(new ThrowValidation({ age: 0, required: '', email: 'not-an-email' }))
            const fieldNames: string[] = (invalid.error?.errors ?? []).map(error => error.fieldName ?? '')
            const query: QueryResponse<Rockstar> = await client.get(new QueryRockstars({ skip: 1, take: 2 }))
            const firstNames: (string | undefined)[] = (query.results ?? []).map(rockstar => rockstar.firstName)
            const total: number | undefined = query.total
            return { greeting, fieldNames, firstNames, total }
        }
        """
    }

    /// TechStacks' calls.
    static let techStacks = """
        import { JsonServiceClient } from '@servicestack/client'
        import {
            Authenticate, CreateTechnology, UpdateTechnology, DeleteTechnology, QueryTechnology, GetTechnology,
            TechnologyTier, QueryResponse, TechnologyView,
        } from './dtos'

        export async function check(client: JsonServiceClient, name: string) {
            const signedIn = await client.post(
                new Authenticate({ provider: 'credentials', userName: 'demo', password: 'demo' }))
            const userName: string | undefined = signedIn.userName
            const created = await client.send(new CreateTechnology({ name, tier: TechnologyTier.Server }))
            const id: number | undefined = created.result?.id
            const found: QueryResponse<TechnologyView> = await client.get(
                new QueryTechnology({ nameContains: name, take: 1 }))
            const names: (string | undefined)[] = (found.results ?? []).map(technology => technology.name)
            const updated = await client.send(new UpdateTechnology({ id, name, tier: TechnologyTier.Client }))
            const tier: TechnologyTier | undefined = updated.result?.tier
            const read = await client.get(new GetTechnology({ slug: created.result?.slug }))
            const vendorName: string | undefined = read.technology?.vendorName
            await client.send(new DeleteTechnology({ id }))
            return { userName, names, tier, vendorName, total: found.total }
        }
        """
}
