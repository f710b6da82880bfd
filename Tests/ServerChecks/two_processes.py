#!/usr/bin/env python3
"""Two server processes over one PostgreSQL database: a quiz played through the first puts
its score on the second's leaderboard. Run by .ci/run with the built server and a database.

The CLI plays on the second process and reads the first's board.

usage: two_processes.py SERVER_BINARY DATABASE_URL CLI_BINARY
"""
import os
import tempfile
import json
import subprocess
import sys
import time
import urllib.error
import urllib.request

from serverlib import Server, free_port, request


def main():
    binary, database, cli = sys.argv[1], sys.argv[2], sys.argv[3]
    with Server(binary, ["--database", database]) as one, Server(binary, ["--database", database]) as two:
        name = "ci-%d" % int(time.time() * 1000)
        status, started = request(one.url + "/api/v1/quizzes", {"player": name, "length": 2})
        assert status == 201, (status, started)
        quiz = started["id"]
        # Each answer goes to another process: no quiz state lives in one of them.
        for k, server in enumerate([two, one]):
            status, state = request(server.url + "/api/v1/quizzes/" + quiz)
            assert status == 200 and state["question"]["number"] == k + 1, (status, state)
            status, graded = request(server.url + "/api/v1/quizzes/%s/answers" % quiz, {"answer": "xyz"})
            assert status == 200 and graded["correct"] is False, (status, graded)
        assert graded["finished"] is True and graded["next"] is None, graded
        status, board = request(two.url + "/api/v1/leaderboard")
        assert status == 200, status
        mine = [row for row in board if row["player"] == name]
        assert len(mine) == 1 and mine[0]["score"] == 0, board
        # The name is claimed on the shared database: the other process refuses it without the token.
        status, refused = request(two.url + "/api/v1/quizzes", {"player": name})
        assert status == 403, (status, refused)
        status, again = request(two.url + "/api/v1/quizzes", {"player": name, "token": started["token"], "length": 1})
        assert status == 201, (status, again)

        # The CLI: a quiz on one process, its score on the other's board, the token kept in its store.
        store = os.path.join(tempfile.mkdtemp(prefix="konjugieren-cli-"), "k.sqlite")
        player = name + "-cli"
        env = dict(os.environ, LANG="C")
        played = subprocess.run([cli, "quiz", "--server", two.url, "--player", player, "--questions", "2", "--store", store],
                                input="xyz\nxyz\n", capture_output=True, text=True, env=env, timeout=120)
        assert played.returncode == 0 and "Score: 0" in played.stdout, (played.returncode, played.stdout, played.stderr)
        board = subprocess.run([cli, "leaderboard", "--server", one.url, "--limit", "100"], capture_output=True, text=True, env=env, timeout=120)
        assert board.returncode == 0 and player in board.stdout, (board.returncode, board.stdout, board.stderr)
        again = subprocess.run([cli, "quiz", "--server", two.url, "--player", player, "--questions", "1", "--store", store],
                               input=":q\n", capture_output=True, text=True, env=env, timeout=120)
        assert again.returncode == 0, (again.returncode, again.stderr)   # the kept token was accepted
    print("two processes: a quiz answered through both appears on the second's leaderboard, once;"
          " the CLI's quiz on one is on the other's board")


if __name__ == "__main__":
    main()
