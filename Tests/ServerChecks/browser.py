#!/usr/bin/env python3
"""A real browser against the web pages: headless Chromium, driven by chromedriver through
Debian's python3-selenium, searches a verb, opens its table, plays a short quiz to the results
page and saves a screenshot; each step reads what the page shows.

usage: /usr/bin/python3 browser.py SERVER_BINARY SCREENSHOT.png
"""
import os
import sys
import tempfile

from selenium import webdriver
from selenium.webdriver.chrome.service import Service as Driver
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions
from selenium.webdriver.support.ui import WebDriverWait

from serverlib import Server


def follow(browser, action):
    """Does `action` (a click, a submit) and waits until the next page has replaced this one."""
    page = browser.find_element(By.TAG_NAME, "html")
    action()
    WebDriverWait(browser, 30).until(expected_conditions.staleness_of(page))


def main():
    binary, screenshot = sys.argv[1], sys.argv[2]
    store = os.path.join(tempfile.mkdtemp(prefix="konjugieren-browser-"), "server.sqlite")
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--window-size=412,915", "--lang=de-DE"]:   # a phone's width, a German browser
        options.add_argument(flag)
    options.add_experimental_option("prefs", {"intl.accept_languages": "de-DE,de"})
    # A phone's viewport: a desktop window has a minimum width wider than a phone.
    options.add_experimental_option("mobileEmulation", {"deviceMetrics": {"width": 412, "height": 915, "pixelRatio": 1.0}})
    with Server(binary, ["--store", store]) as server:
        browser = webdriver.Chrome(service=Driver("/usr/bin/chromedriver"), options=options)
        try:
            browser.get(server.url + "/")
            body = browser.find_element(By.TAG_NAME, "body").text
            assert "Häufige Verben" in body, body            # Accept-Language chose German

            # Search without umlauts, as on a keyboard that has none.
            field = browser.find_element(By.NAME, "q")
            field.send_keys("hoeren")
            follow(browser, field.submit)
            assert "/search" in browser.current_url, browser.current_url
            follow(browser, browser.find_element(By.LINK_TEXT, "hören").click)

            # The table: irregular letters marked.
            assert "/verbs/" in browser.current_url, browser.current_url
            assert browser.find_element(By.TAG_NAME, "h1").text == "hören"
            browser.get(server.url + "/verbs/singen")
            marks = [m.text for m in browser.find_elements(By.TAG_NAME, "mark")]
            assert "a" in marks and "u" in marks, marks     # sAng, gesUngen
            assert "Präteritum Indikativ" in browser.find_element(By.TAG_NAME, "body").text

            # A short quiz by its forms, to the results page.
            browser.get(server.url + "/quiz")
            browser.find_element(By.NAME, "player").send_keys("Browser")
            length = browser.find_element(By.NAME, "length")
            length.clear()
            length.send_keys("2")
            follow(browser, browser.find_element(By.CSS_SELECTOR, "form button").click)
            for number in (1, 2):
                heading = browser.find_element(By.TAG_NAME, "h1").text
                assert heading == "Frage %d von 2" % number, heading
                question = browser.find_element(By.ID, "question").text
                assert "·" in question, question
                answer = browser.find_element(By.NAME, "answer")
                answer.send_keys("weiß nicht")
                follow(browser, answer.submit)
            assert browser.find_element(By.TAG_NAME, "h1").text == "Ergebnis"
            score = browser.find_element(By.ID, "score").text
            assert score == "Punkte: 0", score
            rows = [row.text for row in browser.find_elements(By.CSS_SELECTOR, "tbody tr")]
            assert len(rows) == 2 and all("✗" in row for row in rows), rows
            width, viewport = browser.execute_script(
                "return [document.documentElement.scrollWidth, document.documentElement.clientWidth]")
            assert viewport <= 412 and width <= viewport, (width, viewport)   # nothing wider than the phone
            browser.save_screenshot(screenshot)
            browser.get(server.url + "/leaderboard")
            assert "Browser" in browser.find_element(By.TAG_NAME, "body").text
            print("browser: searched hoeren, opened hören and singen, played 2 questions to the results; screenshot "
                  + screenshot)
            print("results page as read:", " | ".join(rows))
        finally:
            browser.quit()


if __name__ == "__main__":
    main()
