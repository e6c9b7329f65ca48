import Foundation
import ServiceStack
import ServiceStackServer
import ServiceStackServerTesting
import TestServices
import Testing

@Suite struct ValidationTests {
    @Test func validRequestReachesTheService() async throws {
        try await makeHost(registerMemberService).test(.inMemory) { client in
            let response = try await client.postAsync(CreateMember.valid())
            #expect(response.id == 1)
        }
    }

    @Test func everyFailingRuleBecomesAFieldErrorInOrder() async throws {
        try await makeHost(registerMemberService).test(.inMemory) { client in
            let member = CreateMember()
            member.name = "A"
            member.age = 7
            member.email = "not-an-email"
            member.nickname = "way-too-long"
            member.score = 0
            member.code = "abc-1"
            member.referrer = 3
            let error = try await #require(throws: WebServiceError.self) { _ = try await client.postAsync(member) }
            #expect(error.statusCode == 400)
            let fieldErrors = error.responseStatus.errors
            #expect(
                fieldErrors.map { $0.fieldName ?? "" } == [
                    "Name", "Age", "Email", "Nickname", "Score", "Tags", "Code", "Referrer",
                ])
            #expect(
                fieldErrors.map { $0.errorCode ?? "" } == [
                    "Length", "InclusiveBetween", "Email", "MaximumLength", "GreaterThan", "NotEmpty",
                    "RegularExpression", "InvalidReferrer",
                ])
            #expect(
                fieldErrors.map { $0.message ?? "" } == [
                    "'Name' must be between 2 and 20 characters. You entered 1 characters.",
                    "'Age' must be between 18 and 120. You entered 7.",
                    "'Email' is not a valid email address.",
                    "The length of 'Nickname' must be 8 characters or fewer. You entered 12 characters.",
                    "'Score' must be greater than '0'.",
                    "'Tags' must not be empty.",
                    "'Code' is not in the correct format.",
                    "'Referrer' must be even.",
                ])
            #expect(error.responseStatus.errorCode == "Length")
            #expect(error.responseStatus.message == fieldErrors.first?.message)
            #expect(fieldErrors[1].meta["From"] == "18")
            #expect(fieldErrors[1].meta["PropertyValue"] == "7")
        }
    }

    @Test func missingPropertiesBindToDefaultsAndFailNotEmpty() async throws {
        try await makeHost(registerMemberService).test(.inMemory) { client in
            let exchange = try await client.execute(
                "POST", "api/CreateMember", headers: ["Content-Type": "application/json"],
                body: Data("{}".utf8))
            #expect(exchange.status == 400)
            let status = try #require(exchange.responseStatus)
            #expect(status.errorCode == "NotEmpty")
            #expect(status.message == "'Name' must not be empty.")
            #expect(status.errors.contains { $0.message == "'Age' must be between 18 and 120. You entered 0." })
        }
    }

    @Test func pascalCaseNamesAreSpacedInMessages() {
        struct Signup: Sendable {
            var firstName: String?
        }
        let rule = Validator<Signup>.notEmpty(\.firstName, "FirstName")
        let error = rule.validate(Signup())
        #expect(error?.message == "'First Name' must not be empty.")
        #expect(error?.fieldName == "FirstName")
    }

    @Test func throwValidationMatchesServiceStacksTestServer() async throws {
        let request = ThrowValidation()
        request.email = "invalidemail"
        let error = try await makeTestHost().test(.inMemory) { client in
            try await #require(throws: WebServiceError.self) { _ = try await client.postAsync(request) }
        }
        let status = error.responseStatus
        #expect(status.errors.count == 3)
        #expect(status.errorCode == "InclusiveBetween")
        #expect(status.errors.map { $0.errorCode ?? "" } == ["InclusiveBetween", "NotEmpty", "Email"])
        #expect(
            status.errors.map { $0.message ?? "" } == [
                "'Age' must be between 1 and 120. You entered 0.", "'Required' must not be empty.",
                "'Email' is not a valid email address.",
            ])
    }
}
