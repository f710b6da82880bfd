// The principal parts of the strong, mixed and lexicalised prefixed verbs of German,
// written by the Konjugieren project from grammar knowledge and cross-checked against
// the principal parts in the Ding dictionary (see Resources/NOTICE). Licence:
// GPL-3.0-or-later. Format: one verb per line, tab-separated columns (the first comment
// names them); `-` marks a regular column, `|` separates alternatives, the preferred
// first. Described in Packages/ConjugationEngine/README.md; read by
// Scripts/build_lexicon.py, which reads the string literal below.

extension PrincipalParts {
    /// The table as text: infinitive, changed du/er Präsens, Präteritum, Konjunktiv II,
    /// Perfektpartizip, du-Imperativ, auxiliary, family.
    public static let tableText = """
# infinitive	präsens	präteritum	konjunktivII	perfektpartizip	imperativ	auxiliary	family
backen	-|bäckst bäckt	backte|buk	backte|büke	gebacken	-	haben	mixed
bedingen	-	bedang|bedingte	bedänge|bedingte	bedungen|bedingt	-	haben	strong
befehlen	befiehlst befiehlt	befahl	beföhle|befähle	befohlen	befiehl	haben	strong
befleißen	-	befliss	beflisse	beflissen	-	haben	strong
beginnen	-	begann	begänne|begönne	begonnen	-	haben	strong
beißen	-	biss	bisse	gebissen	-	haben	strong
bergen	birgst birgt	barg	bärge	geborgen	birg	haben	strong
bersten	birst birst	barst	bärste	geborsten	birst	sein	strong
bewegen	-	bewog	bewöge	bewogen	-	haben	strong
biegen	-	bog	böge	gebogen	-	haben,sein	strong
bieten	-	bot	böte	geboten	-	haben	strong
binden	-	band	bände	gebunden	-	haben	strong
bitten	-	bat	bäte	gebeten	-	haben	strong
blasen	bläst bläst	blies	bliese	geblasen	-	haben	strong
bleiben	-	blieb	bliebe	geblieben	-	sein	strong
bleichen	-	bleichte|blich	bleichte|bliche	gebleicht|geblichen	-	sein	strong
braten	brätst brät	briet	briete	gebraten	-	haben	strong
brechen	brichst bricht	brach	bräche	gebrochen	brich	haben,sein	strong
brennen	-	brannte	brennte	gebrannt	-	haben	mixed
bringen	-	brachte	brächte	gebracht	-	haben	mixed
denken	-	dachte	dächte	gedacht	-	haben	mixed
dingen	-	dingte|dang	dingte|dänge	gedungen|gedingt	-	haben	strong
dreschen	drischst drischt	drosch	drösche	gedroschen	drisch	haben	strong
dringen	-	drang	dränge	gedrungen	-	sein,haben	strong
dünken	-|deuchst deucht	dünkte|deuchte	dünkte|deuchte	gedünkt|gedeucht	-	haben	mixed
empfehlen	empfiehlst empfiehlt	empfahl	empföhle|empfähle	empfohlen	empfiehl	haben	strong
erbleichen	-	erbleichte|erblich	erbleichte|erbliche	erbleicht|erblichen	-	sein	strong
erkiesen	-	erkor	erköre	erkoren	-	haben	strong
erlöschen	erlischst erlischt	erlosch	erlösche	erloschen	erlisch	sein	strong
erschrecken	erschrickst erschrickt	erschrak	erschräke	erschrocken	erschrick	sein	strong
erwägen	-	erwog	erwöge	erwogen	-	haben	strong
essen	isst isst	aß	äße	gegessen	iss	haben	strong
fahren	fährst fährt	fuhr	führe	gefahren	-	sein,haben	strong
fallen	fällst fällt	fiel	fiele	gefallen	-	sein	strong
fangen	fängst fängt	fing	finge	gefangen	-	haben	strong
fechten	fichtst ficht	focht	föchte	gefochten	ficht	haben	strong
finden	-	fand	fände	gefunden	-	haben	strong
flechten	flichtst flicht	flocht	flöchte	geflochten	flicht	haben	strong
fliegen	-	flog	flöge	geflogen	-	sein,haben	strong
fliehen	-	floh	flöhe	geflohen	-	sein	strong
fließen	-	floss	flösse	geflossen	-	sein	strong
fressen	frisst frisst	fraß	fräße	gefressen	friss	haben	strong
frieren	-	fror	fröre	gefroren	-	haben,sein	strong
geben	gibst gibt	gab	gäbe	gegeben	gib	haben	strong
gebären	-|gebierst gebiert	gebar	gebäre	geboren	gebier|-	haben	strong
gedeihen	-	gedieh	gediehe	gediehen	-	sein	strong
gehen	-	ging	ginge	gegangen	-	sein	strong
gelingen	-	gelang	gelänge	gelungen	-	sein	strong
gelten	giltst gilt	galt	gälte|gölte	gegolten	gilt	haben	strong
genesen	-	genas	genäse	genesen	-	sein	strong
genießen	-	genoss	genösse	genossen	-	haben	strong
geschehen	geschiehst geschieht	geschah	geschähe	geschehen	geschieh	sein	strong
gewinnen	-	gewann	gewänne|gewönne	gewonnen	-	haben	strong
gießen	-	goss	gösse	gegossen	-	haben	strong
gleichen	-	glich	gliche	geglichen	-	haben	strong
gleiten	-	glitt	glitte	geglitten	-	sein	strong
gleißen	-	gleißte|gliss	gleißte|glisse	gegleißt|geglissen	-	haben	strong
glimmen	-	glomm|glimmte	glömme|glimmte	geglommen|geglimmt	-	haben	strong
graben	gräbst gräbt	grub	grübe	gegraben	-	haben	strong
greifen	-	griff	griffe	gegriffen	-	haben	strong
gären	-	gor|gärte	göre|gärte	gegoren|gegärt	-	haben,sein	strong
halten	hältst hält	hielt	hielte	gehalten	-	haben	strong
hangen	-	hing	hinge	gehangen	-	haben	strong
hauen	-	haute|hieb	haute|hiebe	gehauen|gehaut	-	haben	strong
heben	-	hob	höbe	gehoben	-	haben	strong
heißen	-	hieß	hieße	geheißen	-	haben	strong
helfen	hilfst hilft	half	hülfe|hälfe	geholfen	hilf	haben	strong
hängen	-	hing	hinge	gehangen	-	haben,sein	strong
kennen	-	kannte	kennte	gekannt	-	haben	mixed
kiesen	-	kor	köre	gekoren	-	haben	strong
klieben	-	klob|kliebte	klöbe|kliebte	gekloben|gekliebt	-	haben	strong
klimmen	-	klomm|klimmte	klömme|klimmte	geklommen|geklimmt	-	sein	strong
klingen	-	klang	klänge	geklungen	-	haben	strong
kneifen	-	kniff	kniffe	gekniffen	-	haben	strong
kommen	-	kam	käme	gekommen	-	sein	strong
kreischen	-	kreischte|krisch	kreischte|krische	gekreischt|gekrischen	-	haben	strong
kriechen	-	kroch	kröche	gekrochen	-	sein	strong
küren	-	kürte|kor	kürte|köre	gekürt|gekoren	-	haben	strong
laden	lädst lädt	lud	lüde	geladen	-	haben	strong
lassen	lässt lässt	ließ	ließe	gelassen	-	haben	strong
laufen	läufst läuft	lief	liefe	gelaufen	-	sein	strong
leiden	-	litt	litte	gelitten	-	haben	strong
leihen	-	lieh	liehe	geliehen	-	haben	strong
lesen	liest liest	las	läse	gelesen	lies	haben	strong
liegen	-	lag	läge	gelegen	-	haben,sein	strong
lügen	-	log	löge	gelogen	-	haben	strong
mahlen	-	mahlte	mahlte	gemahlen	-	haben	strong
meiden	-	mied	miede	gemieden	-	haben	strong
melken	-|milkst milkt	melkte|molk	melkte|mölke	gemolken|gemelkt	-|milk	haben	strong
messen	misst misst	maß	mäße	gemessen	miss	haben	strong
misslingen	-	misslang	misslänge	misslungen	-	sein	strong
nehmen	nimmst nimmt	nahm	nähme	genommen	nimm	haben	strong
nennen	-	nannte	nennte	genannt	-	haben	mixed
pfeifen	-	pfiff	pfiffe	gepfiffen	-	haben	strong
pflegen	-	pflog	pflöge	gepflogen	-	haben	strong
preisen	-	pries	priese	gepriesen	-	haben	strong
quellen	quillst quillt	quoll	quölle	gequollen	quill	sein	strong
raten	rätst rät	riet	riete	geraten	-	haben	strong
reiben	-	rieb	riebe	gerieben	-	haben	strong
reiten	-	ritt	ritte	geritten	-	sein,haben	strong
reißen	-	riss	risse	gerissen	-	haben,sein	strong
rennen	-	rannte	rennte	gerannt	-	sein	mixed
riechen	-	roch	röche	gerochen	-	haben	strong
ringen	-	rang	ränge	gerungen	-	haben	strong
rinnen	-	rann	ränne|rönne	geronnen	-	sein	strong
rufen	-	rief	riefe	gerufen	-	haben	strong
salzen	-	salzte	salzte	gesalzen|gesalzt	-	haben	strong
saufen	säufst säuft	soff	söffe	gesoffen	-	haben	strong
saugen	-	sog|saugte	söge|saugte	gesogen|gesaugt	-	haben	strong
schaffen	-	schuf	schüfe	geschaffen	-	haben	strong
schallen	-	schallte|scholl	schallte|schölle	geschallt|geschollen	-	haben	strong
scheiden	-	schied	schiede	geschieden	-	haben,sein	strong
scheinen	-	schien	schiene	geschienen	-	haben	strong
scheißen	-	schiss	schisse	geschissen	-	haben	strong
schelten	schiltst schilt	schalt	schölte|schälte	gescholten	schilt	haben	strong
scheren	-|schierst schiert	schor	schöre	geschoren	-|schier	haben	strong
schieben	-	schob	schöbe	geschoben	-	haben	strong
schießen	-	schoss	schösse	geschossen	-	haben,sein	strong
schinden	-	schindete|schund	schindete|schünde	geschunden	-	haben	strong
schlafen	schläfst schläft	schlief	schliefe	geschlafen	-	haben	strong
schlagen	schlägst schlägt	schlug	schlüge	geschlagen	-	haben	strong
schleichen	-	schlich	schliche	geschlichen	-	sein	strong
schleifen	-	schliff	schliffe	geschliffen	-	haben	strong
schleißen	-	schliss|schleißte	schlisse|schleißte	geschlissen|geschleißt	-	haben	strong
schließen	-	schloss	schlösse	geschlossen	-	haben	strong
schlingen	-	schlang	schlänge	geschlungen	-	haben	strong
schmalzen	-	schmalzte	schmalzte	geschmalzen|geschmalzt	-	haben	strong
schmeißen	-	schmiss	schmisse	geschmissen	-	haben	strong
schmelzen	schmilzt schmilzt	schmolz	schmölze	geschmolzen	schmilz	sein,haben	strong
schnauben	-	schnaubte|schnob	schnaubte|schnöbe	geschnaubt|geschnoben	-	haben	strong
schneiden	-	schnitt	schnitte	geschnitten	-	haben	strong
schrauben	-	schraubte|schrob	schraubte|schröbe	geschraubt|geschroben	-	haben	strong
schrecken	-|schrickst schrickt	schreckte|schrak	schreckte|schräke	geschreckt	-|schrick	sein	strong
schreiben	-	schrieb	schriebe	geschrieben	-	haben	strong
schreien	-	schrie	schriee	geschrien	-	haben	strong
schreiten	-	schritt	schritte	geschritten	-	sein	strong
schweigen	-	schwieg	schwiege	geschwiegen	-	haben	strong
schwellen	schwillst schwillt	schwoll	schwölle	geschwollen	schwill	sein	strong
schwimmen	-	schwamm	schwömme|schwämme	geschwommen	-	sein,haben	strong
schwinden	-	schwand	schwände	geschwunden	-	sein	strong
schwingen	-	schwang	schwänge	geschwungen	-	haben	strong
schwären	-|schwierst schwiert	schwärte|schwor	schwärte|schwöre	geschwärt|geschworen	-	haben	strong
schwören	-	schwor|schwur	schwüre|schwöre	geschworen	-	haben	strong
sehen	siehst sieht	sah	sähe	gesehen	sieh|siehe	haben	strong
senden	-	sandte|sendete	sendete	gesandt|gesendet	-	haben	mixed
sieden	-	siedete|sott	siedete|sötte	gesotten|gesiedet	-	haben	strong
singen	-	sang	sänge	gesungen	-	haben	strong
sinken	-	sank	sänke	gesunken	-	sein	strong
sinnen	-	sann	sänne|sönne	gesonnen	-	haben	strong
sitzen	-	saß	säße	gesessen	-	haben,sein	strong
spalten	-	spaltete	spaltete	gespalten|gespaltet	-	haben	strong
speien	-	spie	spiee	gespien	-	haben	strong
spinnen	-	spann	spönne|spänne	gesponnen	-	haben	strong
spleißen	-	spliss|spleißte	splisse|spleißte	gesplissen|gespleißt	-	haben	strong
sprechen	sprichst spricht	sprach	spräche	gesprochen	sprich	haben	strong
sprießen	-	spross	sprösse	gesprossen	-	sein	strong
springen	-	sprang	spränge	gesprungen	-	sein	strong
stechen	stichst sticht	stach	stäche	gestochen	stich	haben	strong
stecken	-	steckte|stak	steckte|stäke	gesteckt	-	haben	strong
stehen	-	stand	stünde|stände	gestanden	-	haben,sein	strong
stehlen	stiehlst stiehlt	stahl	stähle|stöhle	gestohlen	stiehl	haben	strong
steigen	-	stieg	stiege	gestiegen	-	sein	strong
sterben	stirbst stirbt	starb	stürbe	gestorben	stirb	sein	strong
stieben	-	stob|stiebte	stöbe|stiebte	gestoben|gestiebt	-	sein,haben	strong
stinken	-	stank	stänke	gestunken	-	haben	strong
stoßen	stößt stößt	stieß	stieße	gestoßen	-	haben,sein	strong
streichen	-	strich	striche	gestrichen	-	haben,sein	strong
streiten	-	stritt	stritte	gestritten	-	haben	strong
tragen	trägst trägt	trug	trüge	getragen	-	haben	strong
treffen	triffst trifft	traf	träfe	getroffen	triff	haben	strong
treiben	-	trieb	triebe	getrieben	-	haben,sein	strong
treten	trittst tritt	trat	träte	getreten	tritt	haben,sein	strong
triefen	-	triefte|troff	triefte|tröffe	getrieft|getroffen	-	haben,sein	strong
trinken	-	trank	tränke	getrunken	-	haben	strong
trügen	-	trog	tröge	getrogen	-	haben	strong
verbleichen	-	verblich	verbliche	verblichen	-	sein	strong
verderben	verdirbst verdirbt	verdarb	verdürbe	verdorben	verdirb	haben,sein	strong
verdrießen	-	verdross	verdrösse	verdrossen	-	haben	strong
vergessen	vergisst vergisst	vergaß	vergäße	vergessen	vergiss	haben	strong
verhehlen	-	verhehlte	verhehlte	verhehlt|verhohlen	-	haben	strong
verlieren	-	verlor	verlöre	verloren	-	haben	strong
verlöschen	verlischst verlischt	verlosch	verlösche	verloschen	verlisch	sein	strong
verschallen	-	verschallte|verscholl	verschallte|verschölle	verschollen	-	sein	strong
verschleißen	-	verschliss	verschlisse	verschlissen	-	haben,sein	strong
wachsen	wächst wächst	wuchs	wüchse	gewachsen	-	sein	strong
waschen	wäschst wäscht	wusch	wüsche	gewaschen	-	haben	strong
weben	-	webte|wob	webte|wöbe	gewebt|gewoben	-	haben	strong
weichen	-	wich	wiche	gewichen	-	sein	strong
weisen	-	wies	wiese	gewiesen	-	haben	strong
wenden	-	wandte|wendete	wendete	gewandt|gewendet	-	haben	mixed
werben	wirbst wirbt	warb	würbe	geworben	wirb	haben	strong
werfen	wirfst wirft	warf	würfe	geworfen	wirf	haben	strong
wiegen	-	wog	wöge	gewogen	-	haben	strong
winden	-	wand	wände	gewunden	-	haben	strong
wringen	-	wrang	wränge	gewrungen	-	haben	strong
wägen	-	wog|wägte	wöge|wägte	gewogen|gewägt	-	haben	strong
zeihen	-	zieh	ziehe	geziehen	-	haben	strong
ziehen	-	zog	zöge	gezogen	-	haben,sein	strong
zwingen	-	zwang	zwänge	gezwungen	-	haben	strong
"""
}
