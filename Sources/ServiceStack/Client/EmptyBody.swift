/// The body type of calls that send none.
struct EmptyBody: Codable {}
