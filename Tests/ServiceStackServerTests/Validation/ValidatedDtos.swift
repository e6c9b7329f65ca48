import ServiceStack
import ServiceStackServer

final class CreateMember: IReturn, Codable {
    typealias Return = CreateMemberResponse
    var name: String?
    var age: Int = 0
    var email: String?
    var nickname: String?
    var score: Double = 0
    var tags: [String] = []
    var code: String?
    var referrer: Int?
    init() {}
}

final class CreateMemberResponse: Codable {
    var id: Int = 0
    var responseStatus: ResponseStatus?
    init() {}
}

extension CreateMember: ValidatedRequest {
    static var validators: [Validator<CreateMember>] {
        [
            .notEmpty(\.name, "Name"),
            .length(\.name, "Name", 2...20),
            .inclusiveBetween(\.age, "Age", 18...120),
            .email(\.email, "Email"),
            .maximumLength(\.nickname, "Nickname", 8),
            .minimumLength(\.nickname, "Nickname", 2),
            .greaterThan(\.score, "Score", 0),
            .lessThanOrEqual(\.score, "Score", 100),
            .notEmpty(\.tags, "Tags"),
            .matches(\.code, "Code", pattern: "[A-Z]{3}-[0-9]+"),
            .must(\.referrer, "Referrer", errorCode: "InvalidReferrer", message: "'{PropertyName}' must be even.") {
                ($0 ?? 0) % 2 == 0
            },
        ]
    }

    static func valid() -> CreateMember {
        let member = CreateMember()
        member.name = "Ada"
        member.age = 36
        member.email = "ada@example.org"
        member.nickname = "ada"
        member.score = 99.5
        member.tags = ["math"]
        member.code = "ABC-42"
        member.referrer = 2
        return member
    }
}

func registerMemberService(on host: ServiceStackHost) {
    host.register(CreateMember.self) { _, _ in
        let response = CreateMemberResponse()
        response.id = 1
        return response
    }
}
