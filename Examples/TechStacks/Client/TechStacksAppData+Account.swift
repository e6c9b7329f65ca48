import ServiceStack

extension TechStacksAppData {
    /// Signs in with credentials; on success the client sends the returned JWT with every later call.
    @discardableResult
    public func signIn(userName: String, password: String) async -> ApiResult<AuthenticateResponse> {
        let request = Authenticate()
        request.provider = "credentials"
        request.userName = userName
        request.password = password
        let result = await client.api(request)
        if let response = result.response {
            client.bearerToken = response.bearerToken
            client.refreshToken = response.refreshToken
            signedInUserName = response.userName ?? userName
        }
        return result
    }
}
