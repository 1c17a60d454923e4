# Homebrew formula for the `lookout` command. A tap (`brew tap lookout-swift/tap`) carries this file; the
# tag below is the release it builds, and a test checks it is the version `lookout --version` prints.
class Lookout < Formula
  desc "Migrate to Swift Observation, lint its pitfalls, see which views a write re-runs"
  homepage "https://github.com/lookout-swift/lookout"
  url "https://github.com/lookout-swift/lookout.git", tag: "0.5.0"
  license "MIT"
  head "https://github.com/lookout-swift/lookout.git", branch: "main"

  depends_on xcode: ["26.0", :build]
  depends_on :macos

  def install
    system "make", "install", "PREFIX=#{prefix}"
  end

  test do
    assert_match "lookout #{version}", shell_output("#{bin}/lookout --version")
    (testpath/"Model.swift").write <<~SWIFT
      import Combine
      final class Model: ObservableObject {
          @Published var count = 0
      }
    SWIFT
    assert_match "@Observable", shell_output("#{bin}/lookout migrate #{testpath}")
  end
end
