/// Tools for people who write lessons: checking them, type-checking their snippets and
/// creating new ones.
public enum LessonTools {}
