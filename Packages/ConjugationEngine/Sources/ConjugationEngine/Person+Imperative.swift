// SPDX-License-Identifier: GPL-3.0-or-later

extension Person {
    /// Whether the Imperativ as it is said names this person itself: wir and Sie stand
    /// after the verb ("kommen wir an!", "waschen Sie sich!"), du and ihr are left out
    /// ("komm an!", "wascht euch!"). A table of `Verb.spokenImperative` forms leaves the
    /// person's label out where the form says it already, so that it is not read twice.
    ///
    /// ```swift
    /// Person.wir.isNamedInSpokenImperative  // true:  "kommen wir an!"
    /// Person.du.isNamedInSpokenImperative   // false: "komm an!"
    /// ```
    public var isNamedInSpokenImperative: Bool { self == .wir || self == .formal }
}
