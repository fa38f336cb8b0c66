/// The version of Quipu this binary is, as `quipu --version` prints it: the one place it is stated.
enum QuipuVersion {
    static let current = "0.22.0"
}
