import ArgumentParser
import Foundation

/// `swift run fuzz [all|http|memory|parsers|replay] --seed N --seconds S --cases N`
@main
struct FuzzCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fuzz",
        abstract: "Sends hostile requests to every service of test-server and techstacks-server, and hostile input "
            + "to the request parsers; fails on a 5xx answer, a dead server or a hang.",
        subcommands: [
            AllCommand.self, HTTPCommand.self, MemoryCommand.self, OwnersCommand.self, CostCommand.self,
            ParsersCommand.self, ReplayCommand.self,
            PlanCommand.self,
            MemoryWorkerCommand.self, ParserWorkerCommand.self,
        ],
        defaultSubcommand: AllCommand.self)
}

struct AllCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "all",
        abstract:
            "Parsers, then each server's owner rules, costs, and hostile values over HTTP and in memory (the CI pass).")

    @OptionGroup var options: FuzzOptions

    func run() async throws {
        try await FuzzRun(options: options, parts: [.parsers, .owners, .cost, .http, .memory]).execute()
    }
}

struct HTTPCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "http", abstract: "Each server binary as a child process, over HTTP on 127.0.0.1.")

    @OptionGroup var options: FuzzOptions

    func run() async throws {
        try await FuzzRun(options: options, parts: [.http]).execute()
    }
}

struct MemoryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "memory", abstract: "Each server's host in memory (ServiceStackHost.respond), in a worker process."
    )

    @OptionGroup var options: FuzzOptions

    func run() async throws {
        try await FuzzRun(options: options, parts: [.memory]).execute()
    }
}

struct ParsersCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parsers", abstract: "Corpus inputs and seeded mutations through the parser entry points.")

    @OptionGroup var options: FuzzOptions

    func run() async throws {
        try await FuzzRun(options: options, parts: [.parsers]).execute()
    }
}

struct OwnersCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "owners",
        abstract: "A signed-in user and anonymous sessions try each other's subscriptions, sessions and rows.")

    @OptionGroup var options: FuzzOptions

    func run() async throws {
        try await FuzzRun(options: options, parts: [.owners]).execute()
    }
}

struct CostCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cost",
        abstract: "Requests of growing size; fails when the server's CPU time or bytes grow faster than the request.")

    @OptionGroup var options: FuzzOptions

    func run() async throws {
        try await FuzzRun(options: options, parts: [.cost]).execute()
    }
}
