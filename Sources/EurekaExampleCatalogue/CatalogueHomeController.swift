import Eureka

/// The catalogue's front page, titled "Eureka Examples": a button per example that opens it
/// (Esc comes back), each with its one-line summary, and the keys that drive every form.
public final class CatalogueHomeController: FormViewController {
    private let examples: [Example]

    /// A home form listing `examples`.
    public init(examples: [Example] = ExampleCatalogue.all) {
        self.examples = examples
        super.init()
    }

    /// Builds a button and summary per example, then the keys.
    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Eureka Examples"
        for example in examples {
            form +++ Section(footer: example.summary)
                <<< ButtonRow { row in
                    row.title = example.title
                    row.presentationMode = .show(controllerProvider: .callback { example.makeController() }, onDismiss: nil)
                }
        }
        form +++ Section(header: "Keys", footer: KeyGuide.text)
    }

    /// The home page holds no values: a submit here says to pick an example instead of ending
    /// the catalogue as if something had been submitted.
    public override func submission() -> FormSubmission {
        let base = super.submission()
        return FormSubmission(problems: base.problems + [SubmissionProblem(row: nil, message: "Nothing to submit here: open an example")], values: base.values)
    }
}
