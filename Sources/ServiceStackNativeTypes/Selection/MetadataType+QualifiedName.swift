extension MetadataType {
    /// `Namespace.Name` (`.Name` without a namespace): what tells apart two types of one name.
    var qualifiedName: String {
        var name = namespace ?? ""
        name.append(".")
        name.append(self.name)
        return name
    }
}
