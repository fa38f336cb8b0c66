import Foundation
import QuipuCore
import Testing

@Suite("Model change DSL (seed 002)")
struct ModelTests {
    @Test("recording starts a slip once and stops the running one")
    func recording() {
        let task = ProjectTask(id: uuid(1), title: "T")
            .alter(by: .recording(.start(at: date("2024-03-25T09:00:00Z"), id: uuid(2))),
                   .recording(.start(at: date("2024-03-25T09:30:00Z"), id: uuid(3))),
                   .recording(.stop(at: date("2024-03-25T10:00:00Z"))),
                   .setting(.state(to: .finished)), .setting(.title(to: "Done")))
        #expect(task.timeSlips == [TimeSlip(id: uuid(2), start: date("2024-03-25T09:00:00Z"), stop: date("2024-03-25T10:00:00Z"))])
        #expect(task.state == .finished)
        #expect(task.title == "Done")
        #expect(task.timeSlips[0].duration(asOf: date("2030-01-01T00:00:00Z")) == 3600)
    }

    @Test("projects and the app state add, update and remove by id")
    func collections() {
        let task = ProjectTask(id: uuid(1), title: "T")
        let project = Project(id: uuid(2), title: "P").alter(by: .adding(.task(task)), .adding(.task(task)))
        #expect(project.tasks == [task])
        let renamed = task.alter(by: .setting(.title(to: "U")))
        #expect(project.alter(by: .updating(.task(renamed))).tasks == [renamed])
        #expect(project.alter(by: .removing(.task(task))).tasks.isEmpty)
        let state = AppState().alter(by: .adding(.project(project)), .updating(.project(project.alter(by: .setting(.title(to: "Q"))))))
        #expect(state.projects.map(\.title) == ["Q"])
        #expect(state.alter(by: .removing(.project(project))).projects.isEmpty)
    }
}
