import type { CategoryName } from "./category-names.ts";
import { words } from "./word-list.ts";

/**
 * The category catalogue (spec section 3): each category with the keywords that file a description under it.
 *
 * Conventions (checked by `catalogue.test.ts`):
 * - keywords are lower case and singular ("cat", not "cats"); matching is plural-tolerant, whole-word and
 *   case-insensitive (see `keyword-match.ts`). Words that only exist in the plural ("jeans", "scissors") are
 *   written that way.
 * - a keyword belongs to exactly one category ("a keyword maps to its category").
 * - multi-word keywords are matched as a phrase and win over their parts: "hot dog" is Food, not Animals;
 *   "sea lion" is Marine Life; "fire screen" is Design.
 * - words with several common meanings are left out or only used inside a phrase ("glass" → "wine glass",
 *   "bow" → "bow and arrow", "mouse" is the animal and "computer mouse" the device).
 * - where a thing can sit in two categories, the category a person sorting photos by hand would choose
 *   decides, checked against the hand-labelled dev photos (refrigerator and oven → Technology, dining table
 *   and clock → Design, desk and screwdriver → Work, candle → Celebrations, umbrella → Weather).
 */
export interface CatalogueEntry {
  readonly name: CategoryName;
  readonly keywords: readonly string[];
}

export const CATALOGUE: readonly CatalogueEntry[] = [
  {
    name: "Animals",
    keywords: words(`
      housefly,
      bullfrog, isopod, woodlouse, echidna, flatworm, nematode, nematode worm, dhole, marmot, ibex,
      hartebeest, polecat,
      cat, dog, bird, fish, animal, pet, wildlife, zoo, livestock, herd, paw, feather, fur, mane, tail,
      kitten, kitty, tabby, siamese, persian cat, maine coon, tomcat,
      puppy, pup, hound, retriever, golden retriever, labrador, poodle, terrier, bulldog, beagle, dachshund,
      chihuahua, husky, malamute, german shepherd, collie, border collie, corgi, pug, boxer, rottweiler,
      doberman, great dane, mastiff, spaniel, cocker spaniel, setter, greyhound, whippet, schnauzer, shih tzu,
      pomeranian, maltese, samoyed, dalmatian, saint bernard, bloodhound, basset, sheepdog, chow, akita,
      shiba inu, pekinese, papillon, weimaraner, vizsla, pit bull, dingo, wolfhound, spitz, leonberg,
      horse, pony, foal, stallion, mare, cow, calf, bull, ox, cattle, sheep, lamb, ram, goat, pig, piglet, hog,
      donkey, mule, rabbit, bunny, hare, hamster, guinea pig, mouse, rat, squirrel, chipmunk, hedgehog,
      fox, wolf, coyote, bear, polar bear, brown bear, grizzly, panda, red panda, koala, kangaroo, wallaby,
      wombat, deer, fawn, elk, moose, reindeer, antelope, gazelle, impala, giraffe, zebra, elephant,
      rhinoceros, rhino, hippopotamus, hippo, lion, lioness, tiger, leopard, cheetah, jaguar, cougar, puma,
      lynx, bobcat, hyena, monkey, ape, gorilla, chimpanzee, orangutan, baboon, macaque, gibbon, lemur,
      marmoset, sloth, armadillo, anteater, bat, raccoon, skunk, badger, otter, beaver, weasel, ferret, mink,
      meerkat, mongoose, porcupine, camel, llama, alpaca, bison, buffalo, yak, boar, warthog, platypus,
      parrot, macaw, cockatoo, parakeet, budgie, lorikeet, eagle, bald eagle, hawk, falcon, owl, vulture,
      crow, raven, magpie, jay, robin, sparrow, finch, goldfinch, canary, pigeon, dove, seagull, gull,
      pelican, albatross, puffin, flamingo, heron, egret, stork, swan, duck, duckling, mallard, goose,
      gosling, chicken, hen,
      rooster, chick, turkey, peacock, ostrich, emu, penguin, hummingbird, woodpecker, kingfisher, toucan,
      hornbill, quail, partridge, grouse, pheasant, ptarmigan, bustard, chickadee, junco, bulbul, brambling,
      bunting, ouzel, jacamar, bee eater, coucal, spoonbill, bittern, crane bird,
      snake, python, cobra, boa, viper, rattlesnake, mamba, adder, lizard, gecko, iguana, chameleon,
      komodo dragon, crocodile, alligator, turtle, tortoise, terrapin, frog, toad, salamander, newt, axolotl,
      insect, bug, butterfly, moth, caterpillar, bee, bumblebee, honeybee, wasp, hornet, ant, beetle, ladybug,
      ladybird, dragonfly, damselfly, grasshopper, mantis, cockroach, cicada, leafhopper, lacewing,
      mosquito, spider, tarantula, scorpion, centipede, millipede, snail, slug, earthworm, weevil, firefly,
      dinosaur
    `),
  },
  {
    name: "Architecture",
    keywords: words(`
      banister, breakwater, manhole cover, maze, prison, turnstile, vaulted ceiling, yurt, shoji, shoji screen,
      architecture, building, house, skyscraper, tower, church, cathedral, chapel, mosque, synagogue, dome,
      arch, archway, bridge, facade, roof, tile roof, rooftop, window, doorway, door, staircase, stairs,
      balcony, column, pillar, courtyard, terrace, porch, veranda, villa, cottage, cabin, barn, farmhouse,
      mansion, palace, castle, monastery, apartment, apartment building, block of flats, office building, high rise, tower block,
      cityscape, skyline, downtown, alley, plaza, town square, fountain, dock, pier, jetty, lighthouse,
      windmill, bell tower, clock tower, bell cote, steeple, spire, minaret, fence, worm fence, picket fence,
      gate, wall,
      brick, concrete, warehouse, boathouse, planetarium, dam, tunnel, gazebo, pavilion, igloo, hut, shed,
      garage, chimney, attic, corridor, hallway, lobby, atrium, townhouse, bungalow, condominium, urban,
      city, street, avenue, neighborhood, suburb, residential, storefront, shopfront, viaduct, overpass
    `),
  },
  {
    name: "Art",
    keywords: words(`
      art, artwork, painting, painter, canvas, easel, drawing, sketch, illustration, mural, graffiti,
      street art, sculpture, sculptor, statue, bust, fresco, mosaic, gallery, art gallery, exhibition,
      abstract art, watercolor, watercolour, oil painting, acrylic, pastel, charcoal drawing, calligraphy,
      artist, masterpiece, starry night, mona lisa, engraving, etching, collage, paintbrush, palette,
      doodle, still life, portrait painting, art installation, stained glass, print making, linocut, woodcut,
      woodblock, woodblock print, ukiyo-e, bas-relief, relief sculpture
    `),
  },
  {
    name: "Celebrations",
    keywords: words(`
      bridegroom,
      celebration, celebrate, party, birthday, birthday party, birthday cake, wedding, bride, groom,
      wedding dress, wedding cake, wedding ring, anniversary, engagement, ceremony, balloon, confetti,
      candle, gift, gift box, champagne, banquet, reception, gala, prom, baby shower, bridal shower,
      bachelor party, festivity, streamer, party hat, pinata, congratulation, cheers, applause, reunion,
      feast, honeymoon, newlywed, bridesmaid, best man, toast to, party favor, sparkler, fireworks, firework, graduation
    `),
  },
  {
    name: "Culture",
    keywords: words(`
      culture, cultural, tradition, traditional, heritage, folklore, festival, ritual, religion, religious,
      temple, shrine, altar, stupa, pagoda, buddha, prayer, worship, monk, nun, priest, rosary, incense,
      totem pole, lantern, flag, parade, carnival, dragon dance, lion dance, ethnic, indigenous, tribe,
      tribal, fiesta, oktoberfest, tea ceremony, museum, kimono, geisha, folk dance, folk music,
      pilgrimage, sermon, mandala, prayer flag
    `),
  },
  {
    name: "Craft",
    keywords: words(`
      rope knot, potter wheel,
      craft, handmade, handicraft, knitting, knit, crochet, sewing, sewing machine, embroidery, quilt,
      quilting, weaving, loom, spindle, spinning wheel, yarn, thread, needle, pottery, potter, ceramic,
      clay, woodwork, woodworking, woodcarving, carving, whittling, origami, papercraft, scrapbook,
      scrapbooking, bead, beadwork, macrame, basket weaving, candle making, glassblowing, diy, glue gun,
      felt, patchwork, tapestry, stitch, cross stitch, knitting needle, ball of wool, thimble, pottery wheel
    `),
  },
  {
    name: "Design",
    keywords: words(`
      bassinet, chiffonier, pedestal,
      design, interior, interior design, living room, bedroom, bathroom, kitchen, dining room, furniture,
      sofa, couch, armchair, chair, table, dining table, coffee table, bed, four poster, crib, cradle,
      wardrobe, closet, dresser, drawer, chest of drawers, cabinet, shelf, bookshelf, bookcase, lamp,
      lampshade, chandelier, rug, carpet, curtain, shower curtain, blinds, cushion, pillow, blanket, vase,
      mirror, clock, wall clock, tub, bathtub, sink, washbasin, toilet, faucet, tile, wallpaper, fireplace,
      fire screen, mantel, window screen, window shade, patio, decor, decoration, logo, typography, font,
      poster, pattern, texture, minimalist, layout, graphic design, floor plan, stool, ottoman, bunk bed,
      nursery, studio couch, sideboard, headboard, nightstand, bedspread, duvet, wooden chest, blanket chest,
      medicine cabinet, bathroom cabinet, soap dispenser
    `),
  },
  {
    name: "Education",
    keywords: words(`
      ring binder, loupe, magnifying loupe,
      education, school, classroom, lesson, teacher, student, pupil, lecture, seminar, university, college,
      campus, library, book, textbook, notebook, pencil, pen, ballpoint, fountain pen, pencil sharpener,
      eraser, ruler, slide rule, chalkboard, blackboard, whiteboard, chalk, homework, exam, diploma,
      graduate, mortarboard, science, laboratory, lab, microscope, petri dish, test tube, beaker,
      experiment, globe, abacus, bookshop, bookstore, reading, studying, kindergarten, tutor, professor,
      academic, encyclopedia, dictionary, alphabet, math, mathematics, equation, chemistry, physics,
      biology, crayon, schoolbag, school uniform, lecture hall, worksheet
    `),
  },
  {
    name: "Entertainment",
    keywords: words(`
      piggy bank, pinwheel,
      entertainment, movie, film, cinema, movie theater, home theater, video game, gaming, arcade,
      slot machine, slot, casino, poker, playing card, card game, board game, chess, checkers, puzzle,
      jigsaw, dice, toy, teddy, teddy bear, doll, lego, action figure, stuffed animal, plush, yo yo, bubble,
      soap bubble, amusement park, theme park, roller coaster, ferris wheel, carousel, merry go round,
      circus, clown, magician, magic trick, juggler, juggling, comedy, comedian, karaoke, pool table,
      billiards, snooker, darts, pinball, foosball, jukebox, ticket, disco, nightclub, fairground, water park,
      swing, trampoline, puppet, marionette, cartoon, anime, comic book, funfair, bumper car, toy car,
      rubber duck, spinning top, kaleidoscope
    `),
  },
  {
    name: "Fashion",
    keywords: words(`
      bib, nappy, diaper, knee pad, carnival mask, masquerade mask, overskirt, pyjamas, pajamas, sarong,
      velvet, vestment, wool,
      fashion, clothing, clothes, outfit, apparel, garment, dress, gown, skirt, miniskirt, shirt, t shirt,
      tee, blouse, sweater, jumper, cardigan, hoodie, sweatshirt, jacket, coat, fur coat, trench coat,
      raincoat, blazer, suit, tuxedo, vest, waistcoat, jeans, jean, denim, pants, trousers, shorts, leggings,
      tights, stocking, sock, underwear, lingerie, bra, swimsuit, bikini, maillot, swimming trunks,
      overalls, jumpsuit, romper, sari, poncho, cloak, shoe, sneaker, running shoe, boot, cowboy boot,
      sandal, clog, high heels, heel, loafer, slipper, flip flop, hat, cap, beanie, sombrero, cowboy hat,
      bonnet, beret, fedora, scarf, shawl, tie, necktie, bow tie, windsor tie, glove, mitten, belt,
      handbag, purse, backpack, wallet, clutch, tote, jewelry, jewellery, necklace, bracelet, earring,
      pendant, brooch, watch, wristwatch, sunglasses, glasses, eyeglasses, hair slide, hairpin, hair clip,
      feather boa, fashion model, runway, catwalk, boutique, shoe shop, tailor, mannequin, accessory,
      longsleeve, long sleeve, outerwear, outwear, apron, pajamas, robe, bathrobe, tiara, lipstick, makeup,
      cosmetics, perfume, nail polish, hairstyle, haircut, polo shirt, tank top, crop top, turtleneck,
      parka, anorak, kilt, top, sweatpants, uniform, abaya, hijab, turban, stiletto, moccasin, wig, sports jersey, jersey
    `),
  },
  {
    name: "Fitness",
    keywords: words(`
      punching bag,
      fitness, gym, workout, exercise, dumbbell, barbell, kettlebell, weightlifting, weight lifting,
      bodybuilding, bodybuilder, treadmill, exercise bike, stationary bike, rowing machine, yoga, yoga mat,
      pilates, aerobics, stretching, push up, sit up, squat, jogging, jogger, crossfit, zumba,
      personal trainer, fitness class, abs, muscle, sweatband, jump rope, skipping rope, pull up, chin up,
      spin class, elliptical, resistance band, medicine ball, bench press, deadlift, lunge, calisthenics
    `),
  },
  {
    name: "Food",
    keywords: words(`
      butcher shop, coffeepot, sweet shop, candy store, grocery store, water jug, menu, ice lolly, popsicle,
      french loaf, eggnog, meat cleaver,
      food, coffee, cake, dinner, breakfast, lunch, brunch, supper, meal, dish, snack, dessert, cuisine,
      dinner table, bread, baguette, croissant, bagel, toast, sandwich, burger, hamburger, cheeseburger, hot dog, pizza,
      pasta, spaghetti, noodle, ramen, sushi, rice, curry, soup, stew, salad, steak, meat, beef, pork,
      bacon, ham, sausage, fried chicken, chicken wing, meatball, meatloaf, meat loaf, taco, burrito, nachos,
      guacamole, cheese, butter, egg, omelette, pancake, waffle, cereal, porridge, oatmeal, yogurt,
      ice cream, gelato, chocolate, candy, sweets, cookie, biscuit, brownie, cupcake, muffin, donut,
      doughnut, pie, potpie, tart, pastry, pretzel, popcorn, chips, fries, french fries, potato, tomato,
      carrot, broccoli, cauliflower, cabbage, head cabbage, lettuce, spinach, cucumber, zucchini, squash,
      spaghetti squash, butternut squash, acorn squash, pumpkin, bell pepper, chili, onion, garlic, corn,
      pea, bean, artichoke, eggplant, aubergine, avocado, vegetable, fruit, apple, granny smith, banana,
      orange, lemon, lime, grape, strawberry, raspberry, blueberry, blackberry, cherry, peach, pear, plum,
      apricot, mango, pineapple, watermelon, melon, kiwi, coconut, fig, pomegranate, papaya, jackfruit,
      custard apple, nut, almond, peanut, walnut, hazelnut, honey, jam, syrup, sauce, chocolate sauce,
      drink, beverage, tea, espresso, cappuccino, latte, juice, smoothie, milk, milkshake, soda, beer,
      beer bottle, wine, wine bottle, wine glass, red wine, cocktail, whiskey, goblet, restaurant, cafe,
      bakery, cooking, chef, baking, grill, barbecue, bbq, dumpling, spring roll, kebab, falafel, hummus,
      paella, lasagna, risotto, tofu, seafood, groceries, ketchup, mayonnaise, trifle, carbonara,
      consomme, hotpot, dough, flour, cracker, granola, sundae, fruit salad, cheesecake, pudding, jelly,
      popsicle, lollipop, smarties, fish and chips, roast, roast chicken, teapot, coffee cup,
      coffee mug, coffee bean, cutting board, buffet, dim sum, pho, kimchi, bento, pretzel roll
    `),
  },
  {
    name: "Health",
    keywords: words(`
      hair spray, neck brace, oxygen mask,
      health, healthcare, medical, medicine, hospital, clinic, doctor, nurse, surgeon, surgery, patient,
      stethoscope, syringe, injection, vaccine, vaccination, pill, capsule, bandage, band aid, first aid,
      wheelchair, crutch, stretcher, x ray, mri, thermometer, blood pressure, dentist, dental, toothbrush,
      toothpaste, pharmacy, pharmacist, prescription, face mask, gas mask, gasmask, sunscreen, lotion,
      vitamin, wellness, therapy, physiotherapy, massage, retina, eye exam, optician, hearing aid,
      heart rate, lab coat, scrubs, medical mask, pill bottle, blood test, ultrasound, defibrillator,
      inhaler, hospital bed, iv drip, meditation
    `),
  },
  {
    name: "Historical",
    keywords: words(`
      cliff dwelling,
      guillotine, pickelhaube, scabbard, quill pen,
      historical, history, historic, ancient, antique, ruins, ruin, fortress, fort, medieval,
      knight, armor, armour, cuirass, breastplate, chain mail, shield, sword, pirate, pirate ship, viking,
      samurai, gladiator, roman, archaeology, archaeological, excavation, fossil, skeleton, mummy, artifact,
      artefact, relic, coin, manuscript, scroll, parchment, old map, war memorial, cannon, musket,
      battlefield, world war, civil war, tomb, grave, cemetery, gravestone, tombstone, sarcophagus,
      hieroglyph, hieroglyphics, papyrus, cave painting, throne, royal, emperor, pharaoh, sundial,
      hourglass, old town, heritage site, aqueduct, amphitheater, amphitheatre, stone circle, abbey,
      cloister, catacomb, dungeon, typewriter, gramophone, sepia photo, steam engine, chariot,
      helmet of a knight, longbow, crossbow, battle axe
    `),
  },
  {
    name: "Holiday",
    keywords: words(`
      holiday, christmas, xmas, christmas tree, christmas stocking, christmas light, christmas decoration,
      christmas market, santa, santa claus, father christmas, sleigh, ornament, bauble, tinsel, wreath,
      advent, advent calendar, nativity, easter, easter egg, easter bunny, halloween, jack o lantern,
      pumpkin carving, carved pumpkin, pumpkin carved, jack o lantern, jackolantern, trick or treat, costume, thanksgiving, new year, new year eve,
      hanukkah, menorah, diwali, eid, ramadan, lunar new year, chinese new year, red envelope, valentine,
      valentine day, st patrick day, independence day, fourth of july, mardi gras, day of the dead,
      gingerbread, gingerbread house, candy cane, mistletoe, holly, festive, yule, gift wrap,
      wrapping paper, dreidel, kwanzaa, hot cross bun, egg hunt
    `),
  },
  {
    name: "Landmark",
    keywords: words(`
      megalith, standing stones,
      landmark, monument, eiffel tower, statue of liberty, big ben, colosseum, taj mahal, great wall,
      great wall of china, pyramid, sphinx, stonehenge, machu picchu, golden gate bridge, golden gate,
      tower bridge, tower of london, sydney opera house, leaning tower of pisa, acropolis, parthenon,
      christ the redeemer, mount rushmore, empire state building, burj khalifa, brandenburg gate,
      arc de triomphe, notre dame, sagrada familia, kremlin, red square, petra, angkor wat, forbidden city,
      times square, obelisk, triumphal arch, memorial, lincoln memorial, washington monument, space needle,
      cn tower, tokyo tower, niagara falls, london eye, hollywood sign, neuschwanstein, alhambra,
      st peter basilica, vatican, louvre, capitol, world heritage, tourist attraction,
      atomium, little mermaid, manneken pis, mount fuji, uluru, moai, easter island, chichen itza,
      brooklyn bridge, flatiron building, pantheon, trevi fountain, rialto bridge, charles bridge
    `),
  },
  {
    name: "Marine Life",
    keywords: words(`
      marine life, marine, sea turtle, leatherback, leatherback turtle, loggerhead, shark,
      great white shark, tiger shark, hammerhead, whale, killer whale, orca, humpback, grey whale,
      dolphin, porpoise, seal, sea lion, walrus, manatee, dugong, octopus, squid, cuttlefish, jellyfish,
      starfish, sea star, sea urchin, sea anemone, coral, coral reef, reef, crab, hermit crab, king crab,
      lobster, crayfish, shrimp, prawn, krill, clam, oyster, mussel, scallop, conch, chiton, nautilus,
      sea slug, nudibranch, seahorse, sea horse, eel, moray, stingray, electric ray, manta ray,
      goldfish, koi, carp, tench, salmon, trout, tuna, cod, sturgeon, gar, pufferfish, puffer, blowfish,
      clownfish, angelfish, swordfish, barracuda, marlin, anchovy, sardine, herring, piranha, lionfish,
      rock beauty, aquarium, fish tank, underwater, sea creature, sea life, sea cucumber, plankton,
      tide pool, sea otter, beluga, narwhal, sea snake, sea bass, flounder, halibut,
      plaice, mackerel, kelp forest, seashell, sea shell
    `),
  },
  {
    name: "Misc",
    keywords: words(`
      clothes iron,
      rubbish bin, assault rifle, rifle, revolver, cauldron, dishcloth, flagpole, hamper, holster,
      gun holster, letter opener, mousetrap, jug, wooden pole, salt shaker, weighing scale, stopwatch,
      tobacco shop,
      misc, miscellaneous, object, item, household item, bottle, water bottle, baby bottle, broom, mop,
      bucket, vacuum, vacuum cleaner, iron, ironing board, hanger, clothespin, plastic bag, paper bag, box,
      cardboard box, carton, packet, package, parcel, envelope, key, lock, padlock, chain, rope, coil,
      hook, safety pin, battery, lighter, match, matchstick, matchbox, torch, flashlight, corkscrew,
      bottle opener, can opener, strainer, colander, sieve, whisk, spatula, ladle, wooden spoon, spoon,
      fork, knife, cutlery, utensil, plate, bowl, cup, mug, jar, pot, pan, frying pan, wok, dutch oven,
      kettle, rotisserie, grater, rolling pin, tray, basket, barrel, rain barrel, crate, pallet, trash can,
      garbage, dustbin, wastebasket, recycling bin, tissue, paper towel, toilet paper, sponge, soap,
      detergent, towel, traffic light, traffic cone, stop sign, street sign, sign, parking meter,
      fire hydrant, mailbox, postbox, bench, park bench, street lamp, lamp post, birdhouse, bird feeder,
      beehive, apiary, pacifier, nipple, muzzle, leash, dog collar, plunger, projectile, missile, mortar,
      pestle, oil filter, funnel, tape, duct tape, scissors, paper clip, wheelbarrow, barrow, hose,
      watering can, sprinkler, magnet, heater, radiator, doormat, coaster, napkin, brass, carpenter plane,
      bell, whistle, chest, lid, cork, container, tin can, shopping cart, shopping bag, umbrella stand,
      pillowcase, handkerchief
    `),
  },
  {
    name: "Nature",
    keywords: words(`
      honeycomb,
      nature, landscape, scenery, forest, mountain, sunset, sunrise, dawn, dusk, twilight, sky,
      horizon, sea, ocean, lake, river, stream, creek, waterfall, pond, lagoon, bay, coast, coastline, shore,
      seashore, seaside, cliff, promontory, headland, cape, island, peninsula, valley, canyon, gorge, hill,
      meadow, field, prairie, grassland, savanna, desert, dune, sand, oasis, jungle, rainforest, woods,
      woodland, swamp, marsh, wetland, glacier, iceberg, volcano, geyser, hot spring, cave, rock, boulder,
      pebble, peak, summit, ridge, plateau, mesa, fjord, tundra, wilderness, countryside, vista, galaxy,
      nebula, milky way, moon, planet, outer space, deep field, night sky, starry sky, aurora,
      northern lights, grass, hay, haystack, wave, tide, rapids, spring water, lava, crater, alp, alpine,
      estuary, delta, sandbar, stone, riverbank, lakeside, seascape, mountain range, snowcap
    `),
  },
  {
    name: "Outdoor Activities",
    keywords: words(`
      snorkel, canoe paddle,
      outdoor activity, hiking, hike, hiker, trekking, backpacking, camping, campsite, campfire,
      bonfire, tent, mountain tent, sleeping bag, picnic, picnic blanket, fishing, angler, fishing rod,
      reel, fly fishing, kayaking, canoeing, rafting, white water rafting, paddleboard, paddle boarding,
      climbing, rock climbing, climber, bouldering, abseiling, rappelling, mountaineering, mountaineer,
      ski mask, snowshoe, sledding, sled, toboggan, kite, kite flying, paragliding, paraglider, hang gliding,
      parachute, skydiving, skydiver, bungee, zip line, horseback riding, horse riding, trail, trail running,
      walking, stroll, birdwatching, stargazing, hunting, hunter, orienteering, geocaching, playground,
      jumping, frisbee, snorkeling, snorkelling, scuba diving, scuba, sunbathing, sandcastle, adventure,
      expedition, binoculars, compass, hammock, caving, canyoning, picnic table, camp stove, hiking boot,
      walking stick, sleeping pad
    `),
  },
  {
    name: "People",
    keywords: words(`
      people, person, man, woman, child, kid, boy, girl, baby, toddler, infant, teenager, teen, adult,
      family, mother, father, mom, dad, mum, parent, son, daughter, brother, sister, sibling, grandmother,
      grandfather, grandma, grandpa, grandparent, grandchild, husband, wife, couple, friend, crowd,
      portrait, selfie, face, lady, gentleman, guy, senior, elderly, youth, twin, newborn,
      astronaut, boyfriend, girlfriend, fiance, fiancee, neighbor, neighbour, pedestrian, passerby,
      human, someone, waving, applauding, hug, hugging, blowing bubbles, headshot,
      group photo, group of people, bystander, spectator, audience, citizen,
      schoolchild, schoolgirl, schoolboy, young man, young woman, old man, old woman
    `),
  },
  {
    name: "Performing Art",
    keywords: words(`
      performing art, performance, performer, concert, musician, music, band, orchestra, symphony, choir,
      singer, singing, song, opera, ballet, ballerina, dancer, dance, dancing, theater, theatre, stage,
      theater curtain, stage curtain, spotlight, microphone, mic, guitar, electric guitar, acoustic guitar,
      bass guitar, violin, viola, cello, double bass, harp, piano, grand piano, upright piano, drum, drum kit,
      drumstick, drummer, guitarist, pianist, violinist, cellist, flute, clarinet, oboe, bassoon, saxophone,
      sax, trumpet, trombone, tuba, french horn, cornet, harmonica, accordion, banjo, ukulele, mandolin,
      sitar, bagpipe, xylophone, marimba, gong, chime, tambourine, maraca, conductor, sheet music, musical,
      recital, gig, rock concert, jazz, street performer, busker, acrobat, mime, tap dance, flamenco, tango,
      pipe organ, organ, steel drum, cymbal, music stand, amplifier, stage light, ocarina, panpipe,
      maypole dance, puppet show
    `),
  },
  {
    name: "Photography",
    keywords: words(`
      photography, photographer, camera, dslr, mirrorless camera, lens, lens cap, telephoto lens, tripod,
      polaroid, polaroid camera, film camera, reflex camera, photo shoot, photoshoot, photo studio,
      darkroom, selfie stick, taking photos, taking a photo, taking pictures, taking a picture, snapshot,
      shutter, viewfinder, aperture, long exposure, bokeh, black and white photo, monochrome, film roll,
      photo album, photo frame, picture frame, softbox, reflector, studio lighting, gopro, instant camera,
      panorama, time lapse, photojournalist, camera bag, flash unit, light meter, contact sheet,
      photographing, camera lens
    `),
  },
  {
    name: "Plants",
    keywords: words(`
      cardoon,
      plant, flower, tree, rose, tulip, daisy, dandelion, sunflower, lily, water lily, orchid, lotus,
      lavender, poppy, daffodil, iris, violet, peony, hibiscus, magnolia, cherry blossom, blossom, bloom,
      bouquet, petal, carnation, chrysanthemum, marigold, jasmine, lilac, hydrangea, geranium, begonia,
      camellia, azalea, rhododendron, gardenia, zinnia, dahlia, aster, crocus, hyacinth, anemone,
      bluebell, buttercup, clover, foxglove, snowdrop, wildflower, cactus, succulent, aloe, fern, moss, ivy,
      vine, bamboo, palm, palm tree, oak, maple, pine, fir, spruce, birch, willow, cedar, cypress, redwood,
      sequoia, bonsai, shrub, bush, hedge, leaf, foliage, seed, sprout, seedling, houseplant,
      potted plant, flowerpot, greenhouse, garden, flower bed, mushroom, fungus, toadstool, stinkhorn,
      bolete, agaric, gyromitra, earthstar, coral fungus, hen of the woods, rapeseed, canola, crop, wheat,
      barley, buckeye, horse chestnut, acorn, pinecone, pine cone, rose hip, herb, basil, mint,
      rosemary, thyme, weed, algae, seaweed, lichen, orchard, vineyard, botanical, botanical garden,
      flower garden, tulip field, lavender field, evergreen, sapling, thistle, heather, reed, lily pad
    `),
  },
  {
    name: "Season",
    keywords: words(`
      season, spring, summer, autumn, winter, springtime, summertime, wintertime, autumnal, fall colors,
      fall colours, autumn leaves, autumn foliage, fall foliage, fall leaves, snowman, snow angel, harvest,
      pumpkin patch, solstice, equinox, hanami, winter wonderland, autumn colors, autumn colours,
      frosty morning, leaf pile, first snow, spring flowers, summer day, winter day
    `),
  },
  {
    name: "Sports",
    keywords: words(`
      horizontal bar,
      sport, football, soccer, soccer ball, football helmet, american football, rugby, rugby ball,
      basketball, baseball, baseball bat, baseball glove, baseball player, softball, tennis, tennis ball,
      tennis racket, racket, racquet, badminton, shuttlecock, volleyball, beach volleyball, golf, golf ball,
      golf club, golfer, hockey, ice hockey, puck, hockey stick, cricket, cricket bat, table tennis,
      ping pong, ping pong ball, croquet, croquet ball, bowling, bowling ball, bowling pin, boxing,
      boxing glove, boxing ring, wrestling, wrestler, martial arts, karate, judo, taekwondo, kung fu,
      fencing, archery, bow and arrow, cycling, cyclist, marathon, race, racing, sprint, sprinter, athlete,
      athletics, track and field, high jump, long jump, pole vault, hurdle, javelin, discus, shot put,
      gymnastics, gymnast, parallel bars, balance beam, pommel horse, swimming, swimmer, swimming pool,
      diving, diver, surfing, surfer, surfboard, skateboard, skateboarding, skateboarder, skate park,
      snowboard, snowboarding, snowboarder, ski, skiing, skier, ski slope, luge, ice skating,
      figure skating, skater, skating, rowing, rower, regatta, water polo, polo, equestrian,
      horse racing, jockey, rodeo, crash helmet, stadium, arena, goal, goalkeeper, referee, team, player,
      trophy, medal, olympics, olympic, scoreboard, dodgeball, handball, lacrosse, motocross,
      formula one, nascar, kickboxing, mma, sumo, sports ball, world cup, windsurfing, sailing race,
      waterskiing, wakeboarding, kitesurfing, dunk, touchdown, home run, tournament, championship, ball,
      running, runner, field hockey
    `),
  },
  {
    name: "Technology",
    keywords: words(`
      solar dish,
      cash machine, cash dispenser, vending machine, washing machine, hair dryer,
      technology, tech, computer, laptop, notebook computer, desktop computer, pc, tablet, ipad,
      smartphone, phone, cell phone, mobile phone, iphone, telephone, keyboard, computer keyboard,
      computer mouse, monitor, screen, display, tv, television, remote control, remote, game console,
      playstation, xbox, controller, joystick, headphones, headphone, headset, earbuds, earphones,
      loudspeaker, radio, stereo, tape player, cassette, cassette player, cd player, record player,
      turntable, ipod, mp3 player, webcam, printer, scanner, photocopier, projector, server, data center,
      circuit board, motherboard, microchip, processor, cpu, gpu, hard disk, hard disc, hard drive, ssd,
      usb, cable, charger, modem, router, switch, antenna, satellite, satellite dish, robot, robotics,
      drone, 3d printer, vr headset, virtual reality, smartwatch, smart watch, electronics, gadget,
      device, appliance, microwave, oven, refrigerator, fridge, dishwasher, washing machine, dryer,
      toaster, blender, coffee machine, espresso machine, air conditioner, solar panel, wind turbine,
      rocket, spacecraft, space station, telescope, code, coding, programming, software, app, website,
      internet, wifi, artificial intelligence, hand held computer, pda, calculator, space bar, texting,
      text message, video call, digital, electronic, e reader, kindle, gps, sensor, oscilloscope,
      soldering, led, power bank, hair dryer, electric fan, smart speaker, touchscreen, stove, cooker
    `),
  },
  {
    name: "Travel",
    keywords: words(`
      travel, traveling, travelling, traveler, traveller, tourist, tourism, vacation, trip, journey,
      road trip, sightseeing, backpacker, luggage, suitcase, baggage, passport, boarding pass, airport,
      terminal, train station, railway station, bus station, hotel, resort, hostel, motel, cruise,
      map, guidebook, souvenir, postcard, tour, tour guide, city tour, destination, safari, beach resort,
      spa, street market, market, bazaar, souk, harbor, harbour, port, marina, boardwalk, promenade,
      highway, road, exploring, explorer, abroad, overseas, hitchhiking, venice, paris, london, new york,
      tokyo, rome, barcelona, amsterdam, prague, istanbul, bangkok, dubai, aerial view, bird eye view,
      departure board, check in, duty free, travel bag, hotel room, scenic route, getaway, world trip, beach,
      beach umbrella, beach chair, beach towel, beach hut, beach bar, sun lounger, lounger, sunbed, cabana,
      overwater bungalow, infinity pool, hotel pool, resort pool, lifeguard tower
    `),
  },
  {
    name: "Vehicles",
    keywords: words(`
      seat belt,
      disc brake, dog sled, petrol pump, radiator grille, mobile home, odometer, snowplough, snowplow,
      army tank, shipwreck, amphibious vehicle,
      vehicle, car, train, boat, automobile, sedan, suv, jeep, convertible, sports car, race car, taxi, cab,
      limousine, limo, minivan, van, truck, food truck, lorry, pickup, pickup truck, fire truck, fire engine,
      tow truck, garbage truck, trailer truck, tractor, bulldozer, excavator, forklift, bus, minibus,
      school bus, trolleybus, tram, streetcar, trolley, locomotive, steam locomotive, subway, metro,
      bullet train, high speed train, freight train, passenger car, carriage, wagon, cart, oxcart,
      horse cart, bicycle, bike, tricycle, unicycle, tandem, mountain bike, motorcycle, motorbike, scooter,
      motor scooter, moped, vespa, atv, quad bike, snowmobile, go kart, golf cart, airplane, aeroplane,
      plane, airliner, jet, aircraft, warplane, fighter jet, helicopter, glider, seaplane, blimp, airship,
      hot air balloon, space shuttle, ship, container ship, cargo ship, liner, ocean liner, cruise ship,
      ferry, yacht, sailboat, sailing boat, schooner, yawl, catamaran, trimaran, canoe, kayak, rowboat,
      rowing boat, speedboat, motorboat, fishing boat, fireboat, tugboat, gondola, submarine, paddlewheel,
      paddle steamer, lifeboat, amphibious vehicle, ambulance, police car, patrol car, wheel, tire, tyre,
      steering wheel, license plate, parking lot, car park, traffic, traffic jam, engine, bobsled,
      recreational vehicle, rv, campervan, camper van, caravan, camper, station wagon, beach wagon,
      rickshaw, jinrikisha, tuk tuk, hatchback, coupe, roadster, racer, model t, cable car, monorail,
      railway, railroad, rail track, dump truck, semi truck, electric car, vintage car, classic car, sidecar
    `),
  },
  {
    name: "Weather",
    keywords: words(`
      barometer,
      weather, rain, snow, storm, rainy, raining, raindrop, drizzle, downpour, thunderstorm, thunder,
      lightning, hail, hailstorm, sleet, blizzard, snowstorm, snowfall, snowflake, snowy, frost, frosty,
      icicle, fog, foggy, mist, misty, haze, hazy, smog, cloud, cloudy, overcast, sunshine, sunny, sunlight,
      sunbeam, sun, rainbow, tornado, hurricane, cyclone, typhoon, wind, windy, gale, flood, flooding,
      puddle, umbrella, storm cloud, dark cloud, grey sky, gray sky, blue sky, clear sky, cloudy sky,
      stormy sky, overcast sky, heat wave, heatwave, drought, wet street, rainstorm, sandstorm, dust storm,
      freezing, ice storm, monsoon, weather vane, dew, humid, cumulus, cirrus, stratus
    `),
  },
  {
    name: "Work",
    keywords: words(`
      woodworking plane, hand plane,
      barbershop, hatchet, lawn mower, metal nail, screw, steel safe, offshore oil rig,
      work, office, workplace, desk, office desk, workstation, meeting, business, businessman,
      businesswoman, business meeting, conference, presentation, colleague, coworker, employee, boss,
      manager, job, career, worker, labor, labour, construction, construction site, construction worker,
      builder, hard hat, crane, scaffolding, factory, assembly line, workshop, tool, toolbox, hammer,
      screwdriver, wrench, spanner, drill, power drill, saw, chainsaw, axe, pickaxe, shovel, spade, rake,
      hoe, ladder, tape measure, pliers, vise, workbench, welding, welder, carpenter, plumber, electrician,
      mechanic, farmer, farming, agriculture, thresher, combine harvester, plow, plough, lumber,
      lumbermill, sawmill, timber, logging, lumberjack, mining, miner, oil rig, fisherman, waiter,
      waitress, barista, cashier, firefighter, fireman, police officer, policeman, postman, mail carrier,
      mailbag, delivery, courier, cleaning, cleaner, janitor, cleaning the floor, mopping, sweeping,
      laundry, ironing, stapler, paperwork, document, file folder, filing cabinet, briefcase, spreadsheet,
      cubicle, coworking, startup, entrepreneur, interview, job interview, handshake, contract, blueprint,
      engineer, architect, scientist, secretary, receptionist, call center, safety vest, overtime,
      deadline, teamwork, brainstorming, office chair, conveyor belt, forge, blacksmith, anvil, toolkit
    `),
  },
];
