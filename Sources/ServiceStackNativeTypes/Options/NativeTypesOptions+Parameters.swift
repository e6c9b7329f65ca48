import Foundation

extension NativeTypesOptions {
    /// Reads options from `key=value` parameters (header lines or query items).
    /// Keys match case-insensitively; an empty value counts as not given;
    /// unknown keys are kept in `additionalParameters`.
    public init(parameters: [OptionParameter]) throws(OptionsError) {
        self.init()
        for parameter in parameters {
            try apply(parameter)
        }
    }

    private mutating func apply(_ parameter: OptionParameter) throws(OptionsError) {
        let value = parameter.value.trimmingCharacters(in: .whitespaces)
        if parameter.key.caseInsensitiveCompare("BaseUrl") == .orderedSame {
            baseUrl = value.isEmpty ? nil : value
            return
        }
        guard let option = NativeTypesOptionKey(matching: parameter.key).flatMap(NativeTypesOption.named) else {
            additionalParameters.append(OptionParameter(key: parameter.key, value: value))
            return
        }
        guard !value.isEmpty else { return }
        try option.parse(value, &self)
    }

    /// The given options as parameters, in header order, then the additional ones.
    /// `BaseUrl` is not included: it is the address the parameters are sent to.
    public var parameters: [OptionParameter] {
        givenParameters(writtenBy: \.givenText) + additionalParameters
    }

    /// The value of an option as the header prints it, or nil when it was not given.
    public func givenValue(for key: NativeTypesOptionKey) -> String? {
        NativeTypesOption.named(key)?.givenText(self)
    }

    /// The given options, in table order, with their values written by `text`.
    func givenParameters(writtenBy text: (NativeTypesOption) -> (NativeTypesOptions) -> String?) -> [OptionParameter] {
        NativeTypesOption.all.compactMap { option in
            text(option)(self).map { OptionParameter(key: option.key.rawValue, value: $0) }
        }
    }
}
