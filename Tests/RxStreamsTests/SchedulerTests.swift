import Foundation
import RxStreams
import StreamsTesting
import Testing

@Suite("Rx schedulers")
struct SchedulerTests {
  @Test("dispatch-queue, operation-queue and current-thread schedulers run the work")
  func schedulersRun() throws {
    let schedulers: [ImmediateSchedulerType] = [
      SerialDispatchQueueScheduler(internalSerialQueueName: "rx-test"),
      ConcurrentDispatchQueueScheduler(qos: .default),
      OperationQueueScheduler(operationQueue: OperationQueue()),
      CurrentThreadScheduler.instance,
      MainScheduler.asyncInstance,
    ]
    for scheduler in schedulers {
      let values = try Observable.of(1, 2, 3).observe(on: scheduler).toBlocking(timeout: 5)
        .toArray()
      #expect(values == [1, 2, 3], "\(type(of: scheduler))")
    }
  }

  @Test("a timer on a serial queue scheduler fires, and disposing stops it")
  func timer() throws {
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rx-timer")
    let ticks = try Observable<Int>.interval(.milliseconds(5), scheduler: scheduler).take(3)
      .toBlocking(timeout: 5).toArray()
    #expect(ticks == [0, 1, 2])
  }

  @Test("subscribe(on:) subscribes on the scheduler's queue")
  func subscribeOn() throws {
    let queue = DispatchQueue(label: "rx-subscribe-on")
    let key = DispatchSpecificKey<Bool>()
    queue.setSpecific(key: key, value: true)
    let onQueue = try Observable<Bool>.deferred {
      .just(DispatchQueue.getSpecific(key: key) == true)
    }
    .subscribe(on: SerialDispatchQueueScheduler(queue: queue))
    .toBlocking(timeout: 5).single()
    #expect(onQueue)
  }
}
