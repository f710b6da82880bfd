// SPDX-License-Identifier: GPL-3.0-or-later

/// The OpenAPI 3.0 description of `/api/v1`, which a konjugieren-server serves at
/// `/api/v1/openapi.json`: the protocol's requests and replies as this package's types
/// write them (`QuizStart`, `QuizStarted`, `Graded`, `QuizState`, `LeaderboardRow`,
/// `ErrorReply`, …). The route tests and schemathesis check the replies against it.
public enum OpenAPI {
    /// The document, JSON.
    public static let document = #"""
    {
      "openapi": "3.0.3",
      "info": {
        "title": "Konjugieren",
        "version": "1",
        "description": "German verbs conjugated, looked up and searched; server-graded quizzes and a shared leaderboard. Texts are English or German (Accept-Language or ?lang=en|de).",
        "license": {"name": "GPL-3.0-or-later"}
      },
      "servers": [{"url": "/"}],
      "paths": {
        "/healthz": {
          "get": {
            "operationId": "health",
            "responses": {"200": {"description": "The server runs.", "content": {"text/plain": {"schema": {"type": "string", "enum": ["ok"]}}}}}
          }
        },
        "/api/v1/conjugate/{infinitive}": {
          "get": {
            "operationId": "conjugate",
            "description": "Every form of a verb: byte for byte the line `konjugieren conjugate --format json -` writes.",
            "parameters": [
              {"name": "infinitive", "in": "path", "required": true, "example": "singen", "schema": {"type": "string", "minLength": 1, "maxLength": 200}},
              {"name": "meaning", "in": "query", "schema": {"type": "integer", "minimum": 1, "maximum": 99}},
              {"$ref": "#/components/parameters/lang"}
            ],
            "responses": {
              "200": {"description": "The verb.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Conjugation"}}}},
              "400": {"$ref": "#/components/responses/Error"},
              "404": {"description": "Not a verb.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/VerbError"}}}},
              "429": {"$ref": "#/components/responses/Error"}
            }
          }
        },
        "/api/v1/search": {
          "get": {
            "operationId": "search",
            "description": "Verbs whose infinitive or English gloss matches; umlauts may be typed as ae, oe, ue.",
            "parameters": [
              {"name": "q", "in": "query", "required": true, "example": "hoeren", "schema": {"type": "string", "minLength": 1, "maxLength": 200}},
              {"$ref": "#/components/parameters/lang"}
            ],
            "responses": {
              "200": {"description": "The matches, most relevant first (at most 100).", "content": {"application/json": {"schema": {"type": "array", "items": {"$ref": "#/components/schemas/Listing"}}}}},
              "400": {"$ref": "#/components/responses/Error"},
              "413": {"$ref": "#/components/responses/Error"},
              "429": {"$ref": "#/components/responses/Error"}
            }
          }
        },
        "/api/v1/lookup": {
          "get": {
            "operationId": "lookup",
            "description": "The verbs and slots a form belongs to (ging: gehen, Präteritum Indikativ, ich and er/sie/es).",
            "parameters": [
              {"name": "form", "in": "query", "required": true, "example": "ging", "schema": {"type": "string", "minLength": 1, "maxLength": 200}},
              {"$ref": "#/components/parameters/lang"}
            ],
            "responses": {
              "200": {"description": "The matches.", "content": {"application/json": {"schema": {"type": "array", "items": {"$ref": "#/components/schemas/FormMatch"}}}}},
              "400": {"$ref": "#/components/responses/Error"},
              "404": {"description": "Not a form of a known verb.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/FormMiss"}}}},
              "413": {"$ref": "#/components/responses/Error"},
              "429": {"$ref": "#/components/responses/Error"}
            }
          }
        },
        "/api/v1/players": {
          "post": {
            "operationId": "claimPlayer",
            "description": "Claims a player name. The token is shown once; the server keeps only its hash.",
            "requestBody": {"required": true, "content": {"application/json": {"schema": {
              "type": "object", "required": ["name"], "properties": {"name": {"type": "string", "minLength": 1, "maxLength": 32, "example": "Anna"}}}}}},
            "responses": {
              "201": {"description": "The name is yours.", "content": {"application/json": {"schema": {
                "type": "object", "required": ["player", "token"], "additionalProperties": false,
                "properties": {"player": {"type": "string"}, "token": {"type": "string", "pattern": "^[0-9a-f]{64}$"}}}}}},
              "400": {"$ref": "#/components/responses/Error"},
              "409": {"$ref": "#/components/responses/Error"},
              "413": {"$ref": "#/components/responses/Error"},
              "429": {"$ref": "#/components/responses/Error"}
            }
          }
        },
        "/api/v1/quizzes": {
          "post": {
            "operationId": "startQuiz",
            "description": "Starts a quiz whose questions the server picks (from the 2,000 most frequent verbs). With a player it is ranked: the token is the one the name was claimed with (or Authorization: Bearer), and a free name is claimed on the spot, its token in the reply.",
            "parameters": [{"$ref": "#/components/parameters/lang"}],
            "requestBody": {"required": true, "content": {"application/json": {"schema": {
              "type": "object",
              "properties": {
                "player": {"type": "string"},
                "token": {"type": "string"},
                "difficulty": {"type": "string", "enum": ["regular", "ridiculous"]},
                "length": {"type": "integer", "minimum": 1, "maximum": \#(QuizStart.maximumLength)},
                "seed": {"type": "integer", "minimum": 0, "description": "The seed of the question generator: the same seed, difficulty and length give the same questions (as konjugieren quiz --seed N --band 2000 over a fresh history). A seeded quiz is not ranked: it takes no player."}
              }}}}},
            "responses": {
              "201": {"description": "The quiz and its first question.", "content": {"application/json": {"schema": {
                "type": "object", "required": ["id", "difficulty", "total", "question"],
                "properties": {
                  "id": {"type": "string", "pattern": "^[0-9a-f]{32}$"},
                  "player": {"type": "string"},
                  "token": {"type": "string"},
                  "difficulty": {"type": "string", "enum": ["regular", "ridiculous"]},
                  "total": {"type": "integer", "minimum": 1},
                  "question": {"$ref": "#/components/schemas/Question"}
                }}}}},
              "400": {"$ref": "#/components/responses/Error"},
              "403": {"$ref": "#/components/responses/Error"},
              "409": {"$ref": "#/components/responses/Error"},
              "413": {"$ref": "#/components/responses/Error"},
              "429": {"$ref": "#/components/responses/Error"}
            }
          }
        },
        "/api/v1/quizzes/{id}": {
          "get": {
            "operationId": "quizState",
            "parameters": [{"$ref": "#/components/parameters/quizID"}, {"$ref": "#/components/parameters/lang"}],
            "responses": {
              "200": {"description": "The quiz so far.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/QuizState"}}}},
              "404": {"$ref": "#/components/responses/Error"},
              "429": {"$ref": "#/components/responses/Error"}
            }
          }
        },
        "/api/v1/quizzes/{id}/answers": {
          "post": {
            "operationId": "answer",
            "description": "Answers the current question; the server grades it. The last answer puts the score on the leaderboard, once.",
            "parameters": [{"$ref": "#/components/parameters/quizID"}, {"$ref": "#/components/parameters/lang"}],
            "requestBody": {"required": true, "content": {"application/json": {"schema": {
              "type": "object", "required": ["answer"], "properties": {"answer": {"type": "string", "maxLength": 100}}}}}},
            "responses": {
              "200": {"description": "The grade and the next question.", "content": {"application/json": {"schema": {
                "type": "object", "required": ["correct", "expected", "next", "score", "finished"], "additionalProperties": false,
                "properties": {
                  "correct": {"type": "boolean"},
                  "expected": {"type": "array", "items": {"type": "string"}},
                  "next": {"allOf": [{"$ref": "#/components/schemas/Question"}], "nullable": true},
                  "score": {"type": "integer", "minimum": 0},
                  "finished": {"type": "boolean"},
                  "explanation": {"$ref": "#/components/schemas/Explanation"}
                }}}}},
              "400": {"$ref": "#/components/responses/Error"},
              "404": {"$ref": "#/components/responses/Error"},
              "409": {"$ref": "#/components/responses/Error"},
              "413": {"$ref": "#/components/responses/Error"},
              "429": {"$ref": "#/components/responses/Error"}
            }
          }
        },
        "/api/v1/leaderboard": {
          "get": {
            "operationId": "leaderboard",
            "parameters": [{"name": "limit", "in": "query", "schema": {"type": "integer", "minimum": 1, "maximum": 100}}],
            "responses": {
              "200": {"description": "The best finished quizzes of named players, best first.", "content": {"application/json": {"schema": {
                "type": "array", "items": {
                  "type": "object", "required": ["player", "score", "difficulty", "finishedAt"], "additionalProperties": false,
                  "properties": {
                    "player": {"type": "string"}, "score": {"type": "integer", "minimum": 0},
                    "difficulty": {"type": "string", "enum": ["regular", "ridiculous"]},
                    "finishedAt": {"type": "string", "format": "date-time"}
                  }}}}}},
              "400": {"$ref": "#/components/responses/Error"},
              "429": {"$ref": "#/components/responses/Error"}
            }
          }
        },
        "/api/v1/openapi.json": {
          "get": {
            "operationId": "openapi",
            "responses": {"200": {"description": "This document.", "content": {"application/json": {"schema": {"type": "object"}}}}}
          }
        }
      },
      "components": {
        "parameters": {
          "lang": {"name": "lang", "in": "query", "schema": {"type": "string", "enum": ["en", "de"]}},
          "quizID": {"name": "id", "in": "path", "required": true, "schema": {"type": "string", "minLength": 1, "maxLength": 64}}
        },
        "responses": {
          "Error": {"description": "An error, in the request's language.", "content": {"application/json": {"schema": {
            "type": "object", "required": ["error"], "additionalProperties": false,
            "properties": {"error": {"type": "object", "required": ["status", "message"], "additionalProperties": false,
              "properties": {"status": {"type": "integer"}, "message": {"type": "string"}}}}}}}}
        },
        "schemas": {
          "Conjugation": {
            "type": "object", "required": ["infinitive", "forms"],
            "properties": {
              "infinitive": {"type": "string"},
              "auxiliary": {"type": "string"},
              "known": {"type": "boolean"},
              "forms": {"type": "object", "additionalProperties": {"nullable": true}},
              "marked": {"type": "object"}
            }
          },
          "VerbError": {
            "type": "object", "required": ["infinitive", "error"], "additionalProperties": false,
            "properties": {"infinitive": {"type": "string"}, "error": {"type": "string"}}
          },
          "Listing": {
            "type": "object", "required": ["infinitive", "meaning", "meanings", "rank", "family", "auxiliaries", "gloss"],
            "properties": {
              "infinitive": {"type": "string"}, "meaning": {"type": "integer"}, "meanings": {"type": "integer"},
              "rank": {"type": "integer"}, "family": {"type": "string"}, "ablaut": {"type": "string"},
              "auxiliaries": {"type": "array", "items": {"type": "string"}}, "structure": {"type": "string"},
              "gloss": {"type": "string"}
            }
          },
          "FormMatch": {
            "type": "object", "required": ["query", "infinitive", "meaning", "meanings", "known", "slot", "person", "form"],
            "properties": {
              "query": {"type": "string"}, "infinitive": {"type": "string"}, "meaning": {"type": "integer"},
              "meanings": {"type": "integer"}, "known": {"type": "boolean"}, "slot": {"type": "string"},
              "person": {"type": "string", "nullable": true}, "form": {"type": "string"},
              "rank": {"type": "integer"}, "gloss": {"type": "string"}
            }
          },
          "FormMiss": {
            "type": "object", "required": ["query", "error"], "additionalProperties": false,
            "properties": {"query": {"type": "string"}, "error": {"type": "string"}}
          },
          "Question": {
            "type": "object", "required": ["number", "total", "verb", "gloss", "group", "groupName", "person", "pronoun"],
            "additionalProperties": false,
            "properties": {
              "number": {"type": "integer", "minimum": 1}, "total": {"type": "integer", "minimum": 1},
              "verb": {"type": "string"}, "gloss": {"type": "string"}, "group": {"type": "string"},
              "groupName": {"type": "string"}, "person": {"type": "string", "nullable": true}, "pronoun": {"type": "string"}
            }
          },
          "Explanation": {
            "type": "object", "required": ["sentence", "article", "title"], "additionalProperties": false,
            "description": "Why the expected form is what it is, after a wrong answer: the rule in one sentence and the article (GET /info/{article}) that covers it.",
            "properties": {"sentence": {"type": "string"}, "article": {"type": "string"}, "title": {"type": "string"}}
          },
          "QuizState": {
            "type": "object",
            "required": ["id", "player", "difficulty", "total", "correctCount", "score", "finished", "answers", "question"],
            "additionalProperties": false,
            "properties": {
              "id": {"type": "string"}, "player": {"type": "string", "nullable": true},
              "difficulty": {"type": "string", "enum": ["regular", "ridiculous"]},
              "total": {"type": "integer"}, "correctCount": {"type": "integer"}, "score": {"type": "integer"},
              "finished": {"type": "boolean"},
              "answers": {"type": "array", "items": {"type": "object",
                "required": ["number", "verb", "group", "person", "given", "correct", "expected"],
                "properties": {"number": {"type": "integer"}, "verb": {"type": "string"}, "group": {"type": "string"},
                  "person": {"type": "string", "nullable": true}, "given": {"type": "string"}, "correct": {"type": "boolean"},
                  "expected": {"type": "array", "items": {"type": "string"}}}}},
              "question": {"allOf": [{"$ref": "#/components/schemas/Question"}], "nullable": true}
            }
          }
        }
      }
    }
    """#
}
