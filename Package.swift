// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Quipu",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "quipu", targets: ["quipu"]),
        .library(name: "QuipuCore", targets: ["QuipuCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-async-algorithms", from: "1.1.4"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .yum(["libxml2-devel"]), .brew(["libxml2"])]
        ),
        .systemLibrary(
            name: "CLibXSLT",
            pkgConfig: "libxslt",
            providers: [.apt(["libxslt1-dev"]), .yum(["libxslt-devel"]), .brew(["libxslt"])]
        ),
        .systemLibrary(
            name: "CPDFLibraries",
            pkgConfig: "pangocairo pangoft2 cairo-pdf libqpdf",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libqpdf-dev"]), .brew(["cairo", "pango", "qpdf"])]
        ),
        .systemLibrary(name: "CQRencode", pkgConfig: "libqrencode", providers: [.apt(["libqrencode-dev"]), .brew(["qrencode"])]),
        .target(name: "QuipuCore"),
        .target(name: "QuipuXML", dependencies: ["CLibXML2", "CLibXSLT"]),
        .target(name: "QuipuPDF", dependencies: ["QuipuCore", "CPDFLibraries", "CQRencode"], resources: [.copy("Resources")]),
        .target(
            name: "QuipuFormats",
            dependencies: [
                "QuipuCore", "QuipuXML", "QuipuPDF", .product(name: "Yams", package: "Yams"),
                .product(name: "AsyncAlgorithms", package: "swift-async-algorithms"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            plugins: ["EmbedTemplates"]
        ),
        .executableTarget(name: "quipu-embed-templates", path: "Tools/EmbedTemplates", swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
        .plugin(name: "EmbedTemplates", capability: .buildTool(), dependencies: ["quipu-embed-templates"]),
        .target(name: "QuipuServe", dependencies: ["QuipuXML", .product(name: "FlyingFox", package: "FlyingFox")]),
        .target(name: "QuipuSynthetic", dependencies: ["QuipuCore"]),
        .executableTarget(
            name: "quipu-benchmark",
            dependencies: ["QuipuFormats", "QuipuSynthetic"],
            path: "Benchmarks/QuipuBenchmark"
        ),
        .executableTarget(
            name: "quipu",
            dependencies: ["QuipuFormats", "QuipuServe", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .testTarget(name: "QuipuCoreTests", dependencies: ["QuipuCore"]),
        .testTarget(name: "QuipuXMLTests", dependencies: ["QuipuXML"]),
        .testTarget(name: "QuipuPDFTests", dependencies: ["QuipuPDF"]),
        .testTarget(name: "QuipuFormatsTests", dependencies: ["QuipuFormats", "QuipuSynthetic"], exclude: ["Golden"]),
        .testTarget(name: "QuipuServeTests", dependencies: ["QuipuServe", .product(name: "FlyingFox", package: "FlyingFox")]),
        .testTarget(name: "quipuTests", dependencies: ["quipu"]),
    ]
)

// The libFuzzer targets in Fuzz/ exist only when Fuzz/run builds them (QUIPU_FUZZ=1, with
// --sanitize fuzzer): libFuzzer supplies their `main`, so a plain build could not link them.
// --sanitize fuzzer also links libFuzzer's `main` into the build tool that embeds the templates,
// which then has two; the loaders the targets fuzz render nothing, so a fuzz build leaves the
// templates out (QUIPU_FUZZ_BUILD, see Render/Templates.swift).
if Context.environment["QUIPU_FUZZ"] == "1" {
    let formats = package.targets.first { $0.name == "QuipuFormats" }!
    formats.plugins = []
    formats.swiftSettings = [.define("QUIPU_FUZZ_BUILD")]
    package.targets.removeAll { $0.name == "quipu-embed-templates" || $0.name == "EmbedTemplates" }
    // One target per folder of Fuzz/ (Fuzz/AppState is fuzz-appstate). They are listed rather than
    // read from the folder: SwiftPM caches a manifest's result by its text, so a listing would miss
    // a folder added after the first evaluation.
    let fuzzTargets = ["AppState", "Config", "Fasting", "Rates", "Shop", "SiteManifest", "Templates", "Trackers"]
    package.targets += fuzzTargets.map { name in
        .executableTarget(name: "fuzz-\(name.lowercased())", dependencies: ["QuipuFormats"], path: "Fuzz/\(name)",
                          swiftSettings: [.unsafeFlags(["-parse-as-library"])])
    }
}
