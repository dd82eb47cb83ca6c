import Combine
import Foundation
import Testing

private enum LoadError: Error, Equatable { case offline, wrapped(String) }

/// Failure publishers and operators as a widget's loader chains them.
@Suite struct FailureOperatorTests {
    /// A cached value typed as a loader's result, or the loader's failure.
    private func load(cached: Int?) -> AnyPublisher<Int, LoadError> {
        guard let cached else { return Fail(error: LoadError.offline).eraseToAnyPublisher() }
        return Just(cached).setFailureType(to: LoadError.self).eraseToAnyPublisher()
    }

    @Test func justTypedAsFailingDeliversItsValueThenFinishes() {
        var values: [Int] = [], finished = false
        _ = load(cached: 4).sink(receiveCompletion: { if case .finished = $0 { finished = true } }, receiveValue: { values.append($0) })
        #expect(values == [4] && finished)
    }

    @Test func failDeliversNoValueAndItsError() {
        var values: [Int] = [], failure: LoadError?
        _ = load(cached: nil).mapError { _ in LoadError.wrapped("cache") }
            .sink(receiveCompletion: { if case .failure(let e) = $0 { failure = e } }, receiveValue: { values.append($0) })
        #expect(values.isEmpty && failure == .wrapped("cache"))
        var replaced: [Int] = []
        _ = load(cached: nil).replaceError(with: -1).sink { replaced.append($0) }
        #expect(replaced == [-1])
    }

    @Test func compactMapAndEmpty() {
        var values: [Int] = []
        let subject = PassthroughSubject<String, Never>()
        let c = subject.compactMap(Int.init).sink { values.append($0) }
        subject.send("3"); subject.send("x"); subject.send("5")
        #expect(values == [3, 5])
        c.cancel()
        var finished = 0
        _ = Empty<Int, Never>().sink(receiveCompletion: { _ in finished += 1 }, receiveValue: { _ in Issue.record("no value") })
        _ = Empty<Int, Never>(completeImmediately: false).sink(receiveCompletion: { _ in finished += 1 }, receiveValue: { _ in })
        #expect(finished == 1)
    }
}

/// `flatMap` and the data task publisher, as a widget's web repository chains them.
@Suite struct FlatMapAndNetworkTests {
    private func decode(_ data: Data) -> AnyPublisher<Int, LoadError> {
        guard let n = Int(String(decoding: data, as: UTF8.self)) else { return Fail(error: .wrapped("decode")).eraseToAnyPublisher() }
        return Just(n).setFailureType(to: LoadError.self).eraseToAnyPublisher()
    }

    @Test func flatMapSendsEachInnerValueThenFinishes() {
        let subject = PassthroughSubject<Data, LoadError>()
        var values: [Int] = [], finished = false, failure: LoadError?
        let c = subject.flatMap(decode).sink(receiveCompletion: {
            switch $0 { case .finished: finished = true; case .failure(let e): failure = e }
        }, receiveValue: { values.append($0) })
        subject.send(Data("4".utf8)); subject.send(Data("5".utf8))
        #expect(values == [4, 5] && !finished)
        subject.send(completion: .finished)
        #expect(finished && failure == nil)
        c.cancel()
        var failed: LoadError?
        _ = Just(Data("x".utf8)).setFailureType(to: LoadError.self).flatMap(decode)
            .sink(receiveCompletion: { if case .failure(let e) = $0 { failed = e } }, receiveValue: { _ in })
        #expect(failed == .wrapped("decode"))
    }

    /// `import Combine` brings URLSession (FoundationNetworking), as Apple's Foundation has it; a request
    /// that cannot be made fails with a URLError.
    @Test func dataTaskPublisherReportsFailures() async {
        let url = URL(string: "unsupported-scheme://example")!
        let box = CancellableBox()
        let result: Result<Int, URLError> = await withCheckedContinuation { continuation in
            box.c = URLSession.shared.dataTaskPublisher(for: url).map(\.data.count)
                .sink(receiveCompletion: { if case .failure(let e) = $0 { continuation.resume(returning: .failure(e)) } },
                      receiveValue: { continuation.resume(returning: .success($0)) })
        }
        withExtendedLifetime(box) {}
        guard case .failure(let error) = result else { Issue.record("an unsupported scheme was fetched: \(result)"); return }
        #expect(error.code != .cancelled, "the task ran to its own failure")
    }
}

private final class CancellableBox: @unchecked Sendable { var c: AnyCancellable? }
