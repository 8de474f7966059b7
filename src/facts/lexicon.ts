/** Word lists the offline extractor reads: general English, no dataset's vocabulary. */

const STOPWORDS = new Set(
  (
    "a an the and or but so to of in on at for with from by about as into onto over my our your his her their its this that these those " +
    "it is are was were be been being am i me we us you he she they them just really very so too also still now then there here some any " +
    "all more most much many lot lots one two new old up out off again back well even only own same such than that's it's"
  ).split(" "),
);

/** Nouns of time: they date a statement and name nothing in it ("I knit most evenings"). */
export const TIME_NOUNS = new Set(
  "morning mornings evening evenings night nights day days week weeks weekend weekends afternoon afternoons month months year years time times hour hours today tonight".split(
    " ",
  ),
);
/** A day a clause happened on: "yesterday", "this morning", "on saturday", "at the weekend" (or a word the library tags as a date). */
export const ON_A_DAY =
  /\b(?:yesterday|today|tonight|this (?:morning|afternoon|evening|weekend)|last (?:night|weekend)|(?:on|last) (?:mon|tues|wednes|thurs|fri|satur|sun)day|at the weekend|the other day)\b/;
/** Nouns that stand for whatever they are about: "the fasting thing" is about fasting. */
/** "first full week", "first shift": the first days somewhere, a new job or home told by them (new-job.ts, past-names.ts, endings.ts). */
export const FIRST_DAYS = "first (?:full |proper |official |real )?(?:day|week|month|shift|fortnight)";
export const VAGUE_NOUNS = new Set(["thing", "things", "stuff", "lot", "bit", "kind", "sort"]);

/** Up to three content words of a phrase, snake_cased: the object part of a topic key. */
export function slug(phrase: string, words = 3): string {
  const kept = phrase
    .toLowerCase()
    .replace(/[^a-z0-9\s+#]+/g, " ")
    .split(/\s+/)
    .filter((w) => w.length > 1 && !STOPWORDS.has(w))
    .slice(0, words)
    // A plural's "s" goes ("dogs" -> dog); "tennis", "glass" and "bus" keep theirs.
    .map((w) => w.replace(/[+#]/g, "p").replace(/(?<![sui])s$/, (s) => (w.length > 3 ? "" : s)));
  return kept.join("_").slice(0, 48);
}

export const DIETS =
  // "non-vegetarian" first: it is a diet of its own, not "vegetarian".
  "non[- ]?vegetarian|non[- ]?veg|pure[- ]veg(?:etarian)?|vegetarian|vegan|pescatarian|pescetarian|meat[- ]eater|keto|paleo|gluten[- ]free|dairy[- ]free|lactose[- ]intolerant|carnivore|omnivore|flexitarian|halal|kosher|" +
  "plant[- ]based|low[- ]carb|low[- ]fodmap|sugar[- ]free|" +
  // Diets people follow by a programme's name.
  "weight ?watchers|slimming world|intermittent fasting|fasting|whole30|atkins|mediterranean diet|veggie";

export const RELATIONS =
  "sister|brother|siblings?|mom|mother|mum|dad|father|parents|wife|husband|partner|spouse|boyfriend|girlfriend|son|daughter|kids|children|" +
  "best friend|friend|boss|manager|coworker|co-worker|colleague|grandma|grandmother|grandpa|grandfather|grandparents|aunt|uncle|cousin|" +
  "niece|nephew|fianc[eé]e?|roommate|flatmate|housemate|teammate|classmate|neighbou?r|dog|cat|puppy|kitten|pet|" +
  // People the user sees for a service, by name: "my chess coach ludo", "my therapist anna".
  "coach|personal trainer|trainer|therapist|tutor|mentor|physio|physiotherapist|landlord|landlady";

export const OCCUPATIONS =
  "engineer|eng|swe|developer|dev|programmer|designer|lead|team lead|tech lead|teacher|professor|nurse|doctor|physician|surgeon|dentist|lawyer|attorney|student|manager|" +
  "writer|author|journalist|artist|painter|musician|singer|scientist|researcher|postdoc|lecturer|counse?llor|counselor|therapist|psychologist|chef|cook|" +
  "accountant|consultant|analyst|architect|photographer|pilot|firefighter|police officer|electrician|plumber|mechanic|farmer|welder|roofer|plasterer|joiner|bricklayer|labourer|machinist|" +
  "librarian|pharmacist|veterinarian|vet|social worker|entrepreneur|founder|freelancer|data scientist|product manager|intern|barista|cashier|" +
  "salesperson|realtor|translator|editor|producer|director|actor|actress|dancer|coach|trainer|volunteer|admin|administrator|" +
  "assistant|receptionist|clerk|officer|coordinator|specialist|technician|lecturer|tutor|cleaner|driver|carer|caregiver|paramedic|" +
  "builder|carpenter|waiter|waitress|bartender|baker|butcher|hairdresser|stylist|courier|paralegal|solicitor|optician|pharmacist|" +
  "barrister|associate|senior associate|headteacher|head teacher|deputy head|assistant head|head of [a-z]+|physio|midwife|radiographer|sonographer|" +
  "optometrist|dietitian|nutritionist|secretary|porter|commis chef|sous chef|line cook|dispatcher|foreman|bookkeeper|estate agent|letting agent|carrier|mail carrier|" +
  // Jobs people name that the suffixes above miss (a steward, a locksmith, a vicar), and trades by their slang.
  "sparky|sparkie|chippy|chippie|brickie|tradie|truckie|posty|postie|ambo|firie|cabbie|barber|janitor|caretaker|custodian|gardener|landscaper|arborist|florist|locksmith|glazier|tiler|upholsterer|seamstress|tailor|cobbler|jeweller|jeweler|blacksmith|stonemason|scaffolder|rigger|lineman|draughtsman|draftsman|steward|stewardess|purser|deckhand|seaman|boatman|ferryman|skipper|bosun|lifeguard|busser|busboy|hostess|sommelier|barback|barmaid|barman|bouncer|doorman|bellhop|valet|postie|mailman|chauffeur|cabbie|trucker|haulier|signaller|medic|phlebotomist|chemist|hygienist|orthodontist|podiatrist|chiropodist|chiropractor|osteopath|anaesthetist|anesthetist|psychiatrist|nanny|childminder|babysitter|governess|fishmonger|grocer|greengrocer|cheesemonger|chocolatier|confectioner|brewer|distiller|vintner|merchandiser|stocker|manicurist|tattooist|tattooer|piercer|farmhand|rancher|shepherd|herdsman|dairyman|forester|logger|lumberjack|ghillie|trawlerman|miner|quarryman|roughneck|driller|millwright|pipefitter|fabricator|assembler|soldier|airman|sergeant|corporal|lieutenant|colonel|constable|detective|sheriff|ranger|warden|jailer|typist|banker|teller|actuary|notary|magistrate|headmaster|headmistress|chaplain|vicar|priest|pastor|rabbi|imam|curate|deacon|nun|monk|missionary|archivist|curator|docent|reporter|columnist|proofreader|publicist|laborer|coder|sysadmin|webmaster|copilot|astronaut|groomer|supervisor|superintendent|cofounder|landlord|apprentice|trainee|footballer|cricketer|jockey|referee|umpire|instructor|animator|illustrator|sculptor|ceramicist|undertaker|embalmer|server";

/** Animals people keep, with the breeds they name them by ("a rescue greyhound", "our cockapoo"). */
export const ANIMALS =
  "dogs?|cats?|puppy|puppies|kittens?|horses?|ponies|pony|birds?|budgies?|parrots?|hamsters?|guinea pigs?|rabbits?|bunny|bunnies|tortoises?|turtles?|snakes?|geckos?|lizards?|ferrets?|chickens?|" +
  "greyhounds?|lurchers?|whippets?|labradors?|retrievers?|spaniels?|poodles?|cockapoos?|labradoodles?|doodles?|terriers?|staffies?|beagles?|collies?|huskies|husky|" +
  "corgis?|dachshunds?|sausage dogs?|pugs?|chihuahuas?|bulldogs?|frenchies|frenchie|schnauzers?|shepherds?|rottweilers?|dalmatians?|mutts?|tabby|tabbies|siamese|ragdolls?|maine coons?";
export const POSSESSIONS =
  `${ANIMALS}|pets?|fish|car|truck|bike|bicycle|` +
  "motorcycle|scooter|house|home|apartment|flat|condo|cabin|boat|guitar|piano|violin|drum kit|laptop|macbook|tesla|garden";

export const IDENTITIES =
  "transgender|trans|gay|lesbian|bisexual|bi|queer|nonbinary|non-binary|asexual|pansexual|straight|christian|muslim|jewish|hindu|buddhist|atheist|introvert|extrovert";

export const STATUSES = "single|married|divorced|engaged|widowed|separated|retired|unemployed|self-employed";

/** Health conditions a person "has" (a topic each, ended by "recovered from", "no longer have"). */
export const CONDITIONS =
  "asthma|diabetes|migraines?|covid|flu|cold|anxiety|depression|adhd|insomnia|arthritis|cancer|allergies|eczema|back pain|tendinitis|" +
  "long covid|high blood pressure|a concussion|a broken \\w+|a sprained \\w+|pneumonia|bronchitis|celiac disease|ibs|lupus|epilepsy";

/** Car makes: "I drive a Civic", "we bought a Tesla" are the user's car. */
export const CAR_MAKES =
  "honda|toyota|tesla|ford|bmw|audi|volkswagen|vw|subaru|mazda|nissan|hyundai|kia|volvo|mercedes|jeep|chevy|chevrolet|prius|civic|corolla|polestar|rivian|fiat|peugeot|renault|skoda|dacia|cupra|seat|citroen|opel|vauxhall|mini|byd|mg|lexus|porsche|sandero|golf|yaris|gmc|dodge|chrysler|buick|cadillac|suzuki|mitsubishi|acura|infiniti|saab|tacoma|silverado|camry|rav4|crv|tundra|f150|corvette|miata|ioniq|octavia|fabia|qashqai|micra|corsa|hilux|landcruiser|xpeng|zeekr|lynk|leapmotor|vinfast|lucid|ssangyong|lancia|lada|proton|perodua|mahindra|maruti|geely|chery|haval|omoda|jaecoo|" +
  // Models whose names are no English word.
  "rover|fabia|octavia|mondeo|arona|shogun|amarok|rifter|hilux|landcruiser|d-max|berlingo|kangoo|vivaro|picanto|sportage|sorento|niro|telluride|kona|elantra|sonata|tucson|i10|i20|i30|clio|megane|captur|kadjar|duster|jogger|zoe|twingo|astra|mokka|grandland|zafira|insignia|fiesta|mondeo|kuga|ecosport|bronco|tiguan|touareg|passat|jetta|arteon|touran|t-roc|outlander|pajero|lancer|asx|l200|navara|x-trail|altima|sentra|murano|almera|cr-v|hr-v|4runner|highlander|sienna|aygo|auris|avensis|c-hr|chr|supra|hiace|fortuner|innova|vitara|jimny|baleno|celerio|ertiga|brezza|dzire|creta|verna|nexon|xuv700|cx-5|cx5|cx-30|mx-5|mazda3|berlingo|kangoo|ducato|punto|kodiaq|karoq|kamiq|enyaq|ibiza|ateca|arona|tarraco|formentor|xc40|xc60|xc90|v60|v90|ex30|impreza|crosstrek|wrx|wrangler|cherokee|equinox|malibu|tahoe|camaro|pacifica|cybertruck|evoque|velar|freelander|ev6|ev9|mg4|e-tron|tiguan|corsa|aventador|cayenne|macan|taycan|qashqai|impala|cruze|escalade|durango|venza|sequoia|avalon|maxima|pathfinder|forester|accord|outback|f-150|f-250|f250|sierra";

/** Verbs that report speech or thought, and feelings: their clause states no fact about the user. */
export const NON_FACT_VERBS = new Set(
  (
    "agree think guess bet wonder thank mean say tell ask hope wish suppose believe feel seem look sound appreciate miss " +
    "admire see hear understand promise remember forget let check care imagine realize realise swear"
  ).split(" "),
);

/** Adjectives of the moment ("I'm so happy"): a mood, not a lasting fact. */
export const MOODS = new Set(
  (
    "happy glad sorry sad excited thrilled thankful grateful proud lucky sure tired busy fine good great okay ok well " +
    "stoked amazed impressed curious jealous bored nervous worried afraid scared blessed honored humbled touched moved " +
    "inspired speechless here back right wrong done ready free available"
  ).split(" "),
);

/** "Been a long road", "been a crazy week": what the time was like, with its "it" left out; no fact about the user. */
export const JOURNEY =
  /^(?:a|an|such a|quite a) (?:\w+ )?(?:road|ride|journey|week|day|month|year|while|time|process|rollercoaster|trip)\b/;

/** Parts of the body people hurt and heal: "my collarbone is broken", "the wrist has healed". */
export const BODY_PART =
  /^(?:back|knee|leg|arm|ankle|wrist|shoulder|neck|foot|feet|hand|hip|head|eye|collarbone|rib|toe|finger|thumb|elbow|hamstring|achilles|spine|jaw|tooth|teeth|shin|heel|pelvis|acl|meniscus|tendon|calf|nose|ear|lung|stomach|gut|skin|groin|quad|disc)s?$/;

/** Words that greet: "hi, im philippa" is an introduction. */
export const GREETING = /^(?:hi+|hey+|hello|hiya|heya|howdy|yo|morning|evening|afternoon|greetings|sup|hai)$/;

/** Aids an injury puts the user in or on ("a cane", "a cast", "crutches"): one list for the clause reader and ./aids.ts. */
export const AIDS = "walking stick|zimmer frame|moon boot|cane|crutches|cast|sling|brace|wheelchair|walker|splint";

/** Words that lead into a clause before its subject ("btw", "last week", "morning", "first"). */
export const LEAD_WORDS = new Set(
  (
    "and but so also actually well oh ah anyway btw honestly plus then now yeah yes yep no okay ok hey hi hiya heya hello wow " +
    "just recently finally lately basically update news quick context fyi guess what big totally sadly luckily " +
    "last next this these past since ago weekend week month year days yesterday today tonight earlier later nowadays " +
    "please note psa turns turned out seems apparently plot twist heads up good bad first second third firstly secondly thirdly lastly " +
    "morning mornin afternoon evening " +
    // Fillers of speech and chat, in English and in the languages people mix into it.
    "um uh uhm erm er hmm ugh omg oye pues yaar grabe bref alors bueno mira oi ay arre acha accha achha haan ja dude bro guys listen"
  ).split(" "),
);
/** Adverbs between the subject or an auxiliary and the verb ("just", "officially", "all"). */
export const CLAUSE_ADVERBS = new Set(
  "just recently finally also really actually officially still already even now currently totally absolutely definitely kind sort of ever truly always lately last all both".split(
    " ",
  ),
);
