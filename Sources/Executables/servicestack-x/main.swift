import XCommandLine

// `x` for the `servicestack` command plugin: the same commands over URLSession only, so that a package using the
// plugin does not build AsyncHTTPClient and SwiftNIO for it (`--ignore-ssl-errors` then works on Apple platforms).
await XCommand.runFromCommandLine()
