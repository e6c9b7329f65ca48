/// The avatar of subscribers without a profile picture of their own.
public enum DefaultAvatar {
    /// A grey silhouette on a light disc, as an SVG `data:` URL.
    public static let dataUrl =
        "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E"
        + "%3Ccircle cx='32' cy='32' r='32' fill='%23e5e7eb'/%3E%3Ccircle cx='32' cy='25' r='11' fill='%239ca3af'/%3E"
        + "%3Cpath d='M12 54c3-10 11-15 20-15s17 5 20 15' fill='%239ca3af'/%3E%3C/svg%3E"
}
