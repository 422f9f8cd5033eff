import type { ImageNetEntry } from "./imagenet-entry.ts";

/**
 * Every ImageNet-1k class the classifier can report, in the model's output order: the English phrase the
 * description uses, and the catalogue category the class deliberately belongs to. The original ImageNet
 * label is kept beside each entry for review. Conventions:
 * - animals → Animals; fish, sea mammals, crustaceans, molluscs, corals, sea stars → Marine Life;
 * - flowers, fungi, rose hips, flowerpots, greenhouses, crops → Plants; landscapes → Nature;
 * - worn things → Fashion; instruments and stages → Performing Art; kitchen, shop and dish classes → Food;
 * - household objects and tools without a clearer home → Misc (the catalogue's catch-all);
 * - umbrellas → Weather (they are what the classifier sees in rain photos).
 */
export const IMAGENET_VOCABULARY: readonly ImageNetEntry[] = [
  ["tench", "Marine Life"], // 0 tench, Tinca tinca
  ["goldfish", "Marine Life"], // 1 goldfish, Carassius auratus
  ["great white shark", "Marine Life"], // 2 great white shark, white shark, man-eater, man-eating shark, Carcharodon carcharias
  ["tiger shark", "Marine Life"], // 3 tiger shark, Galeocerdo cuvieri
  ["hammerhead", "Marine Life"], // 4 hammerhead, hammerhead shark
  ["electric ray", "Marine Life"], // 5 electric ray, crampfish, numbfish, torpedo
  ["stingray", "Marine Life"], // 6 stingray
  ["rooster", "Animals"], // 7 cock
  ["hen", "Animals"], // 8 hen
  ["ostrich", "Animals"], // 9 ostrich, Struthio camelus
  ["brambling", "Animals"], // 10 brambling, Fringilla montifringilla
  ["goldfinch", "Animals"], // 11 goldfinch, Carduelis carduelis
  ["house finch", "Animals"], // 12 house finch, linnet, Carpodacus mexicanus
  ["junco", "Animals"], // 13 junco, snowbird
  ["indigo bunting", "Animals"], // 14 indigo bunting, indigo finch, indigo bird, Passerina cyanea
  ["robin", "Animals"], // 15 robin, American robin, Turdus migratorius
  ["bulbul", "Animals"], // 16 bulbul
  ["jay", "Animals"], // 17 jay
  ["magpie", "Animals"], // 18 magpie
  ["chickadee", "Animals"], // 19 chickadee
  ["water ouzel", "Animals"], // 20 water ouzel, dipper
  ["kite bird", "Animals"], // 21 kite
  ["bald eagle", "Animals"], // 22 bald eagle, American eagle, Haliaeetus leucocephalus
  ["vulture", "Animals"], // 23 vulture
  ["great grey owl", "Animals"], // 24 great grey owl, great gray owl, Strix nebulosa
  ["European fire salamander", "Animals"], // 25 European fire salamander, Salamandra salamandra
  ["common newt", "Animals"], // 26 common newt, Triturus vulgaris
  ["eft newt", "Animals"], // 27 eft
  ["spotted salamander", "Animals"], // 28 spotted salamander, Ambystoma maculatum
  ["axolotl", "Animals"], // 29 axolotl, mud puppy, Ambystoma mexicanum
  ["bullfrog", "Animals"], // 30 bullfrog, Rana catesbeiana
  ["tree frog", "Animals"], // 31 tree frog, tree-frog
  ["tailed frog", "Animals"], // 32 tailed frog, bell toad, ribbed toad, tailed toad, Ascaphus trui
  ["loggerhead", "Marine Life"], // 33 loggerhead, loggerhead turtle, Caretta caretta
  ["leatherback turtle", "Marine Life"], // 34 leatherback turtle, leatherback, leathery turtle, Dermochelys coriacea
  ["mud turtle", "Animals"], // 35 mud turtle
  ["terrapin", "Animals"], // 36 terrapin
  ["box turtle", "Animals"], // 37 box turtle, box tortoise
  ["banded gecko", "Animals"], // 38 banded gecko
  ["common iguana", "Animals"], // 39 common iguana, iguana, Iguana iguana
  ["American chameleon", "Animals"], // 40 American chameleon, anole, Anolis carolinensis
  ["whiptail lizard", "Animals"], // 41 whiptail, whiptail lizard
  ["agama lizard", "Animals"], // 42 agama
  ["frilled lizard", "Animals"], // 43 frilled lizard, Chlamydosaurus kingi
  ["alligator lizard", "Animals"], // 44 alligator lizard
  ["Gila monster lizard", "Animals"], // 45 Gila monster, Heloderma suspectum
  ["green lizard", "Animals"], // 46 green lizard, Lacerta viridis
  ["African chameleon", "Animals"], // 47 African chameleon, Chamaeleo chamaeleon
  ["Komodo dragon", "Animals"], // 48 Komodo dragon, Komodo lizard, dragon lizard, giant lizard, Varanus komodoensis
  ["African crocodile", "Animals"], // 49 African crocodile, Nile crocodile, Crocodylus niloticus
  ["American alligator", "Animals"], // 50 American alligator, Alligator mississipiensis
  ["triceratops dinosaur model", "Animals"], // 51 triceratops
  ["thunder snake", "Animals"], // 52 thunder snake, worm snake, Carphophis amoenus
  ["ringneck snake", "Animals"], // 53 ringneck snake, ring-necked snake, ring snake
  ["hognose snake", "Animals"], // 54 hognose snake, puff adder, sand viper
  ["green snake", "Animals"], // 55 green snake, grass snake
  ["king snake", "Animals"], // 56 king snake, kingsnake
  ["garter snake", "Animals"], // 57 garter snake, grass snake
  ["water snake", "Animals"], // 58 water snake
  ["vine snake", "Animals"], // 59 vine snake
  ["night snake", "Animals"], // 60 night snake, Hypsiglena torquata
  ["boa constrictor", "Animals"], // 61 boa constrictor, Constrictor constrictor
  ["rock python", "Animals"], // 62 rock python, rock snake, Python sebae
  ["Indian cobra", "Animals"], // 63 Indian cobra, Naja naja
  ["green mamba", "Animals"], // 64 green mamba
  ["sea snake", "Marine Life"], // 65 sea snake
  ["horned viper", "Animals"], // 66 horned viper, cerastes, sand viper, horned asp, Cerastes cornutus
  ["diamondback rattlesnake", "Animals"], // 67 diamondback, diamondback rattlesnake, Crotalus adamanteus
  ["sidewinder rattlesnake", "Animals"], // 68 sidewinder, horned rattlesnake, Crotalus cerastes
  ["trilobite fossil", "Historical"], // 69 trilobite
  ["harvestman spider", "Animals"], // 70 harvestman, daddy longlegs, Phalangium opilio
  ["scorpion", "Animals"], // 71 scorpion
  ["black and gold garden spider", "Animals"], // 72 black and gold garden spider, Argiope aurantia
  ["barn spider", "Animals"], // 73 barn spider, Araneus cavaticus
  ["garden spider", "Animals"], // 74 garden spider, Aranea diademata
  ["black widow spider", "Animals"], // 75 black widow, Latrodectus mactans
  ["tarantula", "Animals"], // 76 tarantula
  ["wolf spider", "Animals"], // 77 wolf spider, hunting spider
  ["deer tick", "Animals"], // 78 tick
  ["centipede", "Animals"], // 79 centipede
  ["black grouse", "Animals"], // 80 black grouse
  ["ptarmigan", "Animals"], // 81 ptarmigan
  ["ruffed grouse", "Animals"], // 82 ruffed grouse, partridge, Bonasa umbellus
  ["prairie chicken", "Animals"], // 83 prairie chicken, prairie grouse, prairie fowl
  ["peacock", "Animals"], // 84 peacock
  ["quail", "Animals"], // 85 quail
  ["partridge", "Animals"], // 86 partridge
  ["African grey parrot", "Animals"], // 87 African grey, African gray, Psittacus erithacus
  ["macaw", "Animals"], // 88 macaw
  ["sulphur-crested cockatoo", "Animals"], // 89 sulphur-crested cockatoo, Kakatoe galerita, Cacatua galerita
  ["lorikeet", "Animals"], // 90 lorikeet
  ["coucal", "Animals"], // 91 coucal
  ["bee eater", "Animals"], // 92 bee eater
  ["hornbill", "Animals"], // 93 hornbill
  ["hummingbird", "Animals"], // 94 hummingbird
  ["jacamar", "Animals"], // 95 jacamar
  ["toucan", "Animals"], // 96 toucan
  ["drake duck", "Animals"], // 97 drake
  ["red-breasted merganser bird", "Animals"], // 98 red-breasted merganser, Mergus serrator
  ["goose", "Animals"], // 99 goose
  ["black swan", "Animals"], // 100 black swan, Cygnus atratus
  ["tusker elephant", "Animals"], // 101 tusker
  ["echidna", "Animals"], // 102 echidna, spiny anteater, anteater
  ["platypus", "Animals"], // 103 platypus, duckbill, duckbilled platypus, duck-billed platypus, Ornithorhynchus anatinus
  ["wallaby", "Animals"], // 104 wallaby, brush kangaroo
  ["koala", "Animals"], // 105 koala, koala bear, kangaroo bear, native bear, Phascolarctos cinereus
  ["wombat", "Animals"], // 106 wombat
  ["jellyfish", "Marine Life"], // 107 jelly fish
  ["sea anemone", "Marine Life"], // 108 sea anemone, anemone
  ["brain coral", "Marine Life"], // 109 brain coral
  ["flatworm", "Animals"], // 110 flatworm, platyhelminth
  ["nematode worm", "Animals"], // 111 nematode, nematode worm, roundworm
  ["conch", "Marine Life"], // 112 conch
  ["snail", "Animals"], // 113 snail
  ["slug", "Animals"], // 114 slug
  ["sea slug", "Marine Life"], // 115 sea slug, nudibranch
  ["chiton", "Marine Life"], // 116 chiton, coat-of-mail shell, sea cradle, polyplacophore
  ["chambered nautilus", "Marine Life"], // 117 chambered nautilus, pearly nautilus, nautilus
  ["Dungeness crab", "Marine Life"], // 118 Dungeness crab, Cancer magister
  ["rock crab", "Marine Life"], // 119 rock crab, Cancer irroratus
  ["fiddler crab", "Marine Life"], // 120 fiddler crab
  ["king crab", "Marine Life"], // 121 king crab, Alaska crab, Alaskan king crab, Alaska king crab, Paralithodes camtschatica
  ["American lobster", "Marine Life"], // 122 American lobster, Northern lobster, Maine lobster, Homarus americanus
  ["spiny lobster", "Marine Life"], // 123 spiny lobster, langouste, rock lobster, crawfish, crayfish, sea crawfish
  ["crayfish", "Marine Life"], // 124 crayfish, crawfish, crawdad, crawdaddy
  ["hermit crab", "Marine Life"], // 125 hermit crab
  ["isopod", "Animals"], // 126 isopod (ImageNet's are mostly woodlice, on land)
  ["white stork", "Animals"], // 127 white stork, Ciconia ciconia
  ["black stork", "Animals"], // 128 black stork, Ciconia nigra
  ["spoonbill", "Animals"], // 129 spoonbill
  ["flamingo", "Animals"], // 130 flamingo
  ["little blue heron", "Animals"], // 131 little blue heron, Egretta caerulea
  ["American egret", "Animals"], // 132 American egret, great white heron, Egretta albus
  ["bittern", "Animals"], // 133 bittern
  ["crane bird", "Animals"], // 134 crane
  ["limpkin bird", "Animals"], // 135 limpkin, Aramus pictus
  ["European gallinule bird", "Animals"], // 136 European gallinule, Porphyrio porphyrio
  ["American coot bird", "Animals"], // 137 American coot, marsh hen, mud hen, water hen, Fulica americana
  ["bustard", "Animals"], // 138 bustard
  ["ruddy turnstone bird", "Animals"], // 139 ruddy turnstone, Arenaria interpres
  ["red-backed sandpiper bird", "Animals"], // 140 red-backed sandpiper, dunlin, Erolia alpina
  ["redshank bird", "Animals"], // 141 redshank, Tringa totanus
  ["dowitcher bird", "Animals"], // 142 dowitcher
  ["oystercatcher bird", "Animals"], // 143 oystercatcher, oyster catcher
  ["pelican", "Animals"], // 144 pelican
  ["king penguin", "Animals"], // 145 king penguin, Aptenodytes patagonica
  ["albatross", "Animals"], // 146 albatross, mollymawk
  ["grey whale", "Marine Life"], // 147 grey whale, gray whale, devilfish, Eschrichtius gibbosus, Eschrichtius robustus
  ["killer whale", "Marine Life"], // 148 killer whale, killer, orca, grampus, sea wolf, Orcinus orca
  ["dugong", "Marine Life"], // 149 dugong, Dugong dugon
  ["sea lion", "Marine Life"], // 150 sea lion
  ["Chihuahua", "Animals"], // 151 Chihuahua
  ["Japanese spaniel", "Animals"], // 152 Japanese spaniel
  ["Maltese dog", "Animals"], // 153 Maltese dog, Maltese terrier, Maltese
  ["Pekinese", "Animals"], // 154 Pekinese, Pekingese, Peke
  ["Shih-Tzu", "Animals"], // 155 Shih-Tzu
  ["Blenheim spaniel", "Animals"], // 156 Blenheim spaniel
  ["papillon", "Animals"], // 157 papillon
  ["toy terrier", "Animals"], // 158 toy terrier
  ["Rhodesian ridgeback dog", "Animals"], // 159 Rhodesian ridgeback
  ["Afghan hound", "Animals"], // 160 Afghan hound, Afghan
  ["basset", "Animals"], // 161 basset, basset hound
  ["beagle", "Animals"], // 162 beagle
  ["bloodhound", "Animals"], // 163 bloodhound, sleuthhound
  ["bluetick dog", "Animals"], // 164 bluetick
  ["black-and-tan coonhound dog", "Animals"], // 165 black-and-tan coonhound
  ["Walker hound", "Animals"], // 166 Walker hound, Walker foxhound
  ["English foxhound dog", "Animals"], // 167 English foxhound
  ["redbone dog", "Animals"], // 168 redbone
  ["borzoi dog", "Animals"], // 169 borzoi, Russian wolfhound
  ["Irish wolfhound", "Animals"], // 170 Irish wolfhound
  ["Italian greyhound", "Animals"], // 171 Italian greyhound
  ["whippet", "Animals"], // 172 whippet
  ["Ibizan hound", "Animals"], // 173 Ibizan hound, Ibizan Podenco
  ["Norwegian elkhound dog", "Animals"], // 174 Norwegian elkhound, elkhound
  ["otterhound dog", "Animals"], // 175 otterhound, otter hound
  ["Saluki dog", "Animals"], // 176 Saluki, gazelle hound
  ["Scottish deerhound dog", "Animals"], // 177 Scottish deerhound, deerhound
  ["Weimaraner", "Animals"], // 178 Weimaraner
  ["Staffordshire bullterrier dog", "Animals"], // 179 Staffordshire bullterrier, Staffordshire bull terrier
  ["American Staffordshire terrier", "Animals"], // 180 American Staffordshire terrier, Staffordshire terrier, American pit bull terrier, pit bull terrier
  ["Bedlington terrier", "Animals"], // 181 Bedlington terrier
  ["Border terrier", "Animals"], // 182 Border terrier
  ["Kerry blue terrier", "Animals"], // 183 Kerry blue terrier
  ["Irish terrier", "Animals"], // 184 Irish terrier
  ["Norfolk terrier", "Animals"], // 185 Norfolk terrier
  ["Norwich terrier", "Animals"], // 186 Norwich terrier
  ["Yorkshire terrier", "Animals"], // 187 Yorkshire terrier
  ["wire-haired fox terrier", "Animals"], // 188 wire-haired fox terrier
  ["Lakeland terrier", "Animals"], // 189 Lakeland terrier
  ["Sealyham terrier", "Animals"], // 190 Sealyham terrier, Sealyham
  ["Airedale dog", "Animals"], // 191 Airedale, Airedale terrier
  ["cairn dog", "Animals"], // 192 cairn, cairn terrier
  ["Australian terrier", "Animals"], // 193 Australian terrier
  ["Dandie Dinmont dog", "Animals"], // 194 Dandie Dinmont, Dandie Dinmont terrier
  ["Boston bull", "Animals"], // 195 Boston bull, Boston terrier
  ["miniature schnauzer", "Animals"], // 196 miniature schnauzer
  ["giant schnauzer", "Animals"], // 197 giant schnauzer
  ["standard schnauzer", "Animals"], // 198 standard schnauzer
  ["Scotch terrier", "Animals"], // 199 Scotch terrier, Scottish terrier, Scottie
  ["Tibetan terrier", "Animals"], // 200 Tibetan terrier, chrysanthemum dog
  ["silky terrier", "Animals"], // 201 silky terrier, Sydney silky
  ["soft-coated wheaten terrier", "Animals"], // 202 soft-coated wheaten terrier
  ["West Highland white terrier", "Animals"], // 203 West Highland white terrier
  ["Lhasa dog", "Animals"], // 204 Lhasa, Lhasa apso
  ["flat-coated retriever", "Animals"], // 205 flat-coated retriever
  ["curly-coated retriever", "Animals"], // 206 curly-coated retriever
  ["golden retriever", "Animals"], // 207 golden retriever
  ["Labrador retriever", "Animals"], // 208 Labrador retriever
  ["Chesapeake Bay retriever", "Animals"], // 209 Chesapeake Bay retriever
  ["German short-haired pointer dog", "Animals"], // 210 German short-haired pointer
  ["vizsla", "Animals"], // 211 vizsla, Hungarian pointer
  ["English setter", "Animals"], // 212 English setter
  ["Irish setter", "Animals"], // 213 Irish setter, red setter
  ["Gordon setter", "Animals"], // 214 Gordon setter
  ["Brittany spaniel", "Animals"], // 215 Brittany spaniel
  ["clumber dog", "Animals"], // 216 clumber, clumber spaniel
  ["English springer dog", "Animals"], // 217 English springer, English springer spaniel
  ["Welsh springer spaniel", "Animals"], // 218 Welsh springer spaniel
  ["cocker spaniel", "Animals"], // 219 cocker spaniel, English cocker spaniel, cocker
  ["Sussex spaniel", "Animals"], // 220 Sussex spaniel
  ["Irish water spaniel", "Animals"], // 221 Irish water spaniel
  ["kuvasz dog", "Animals"], // 222 kuvasz
  ["schipperke dog", "Animals"], // 223 schipperke
  ["groenendael dog", "Animals"], // 224 groenendael
  ["malinois dog", "Animals"], // 225 malinois
  ["briard dog", "Animals"], // 226 briard
  ["kelpie dog", "Animals"], // 227 kelpie
  ["komondor dog", "Animals"], // 228 komondor
  ["Old English sheepdog", "Animals"], // 229 Old English sheepdog, bobtail
  ["Shetland sheepdog", "Animals"], // 230 Shetland sheepdog, Shetland sheep dog, Shetland
  ["collie", "Animals"], // 231 collie
  ["Border collie", "Animals"], // 232 Border collie
  ["Bouvier des Flandres dog", "Animals"], // 233 Bouvier des Flandres, Bouviers des Flandres
  ["Rottweiler", "Animals"], // 234 Rottweiler
  ["German shepherd", "Animals"], // 235 German shepherd, German shepherd dog, German police dog, alsatian
  ["Doberman", "Animals"], // 236 Doberman, Doberman pinscher
  ["miniature pinscher dog", "Animals"], // 237 miniature pinscher
  ["Greater Swiss Mountain dog", "Animals"], // 238 Greater Swiss Mountain dog
  ["Bernese mountain dog", "Animals"], // 239 Bernese mountain dog
  ["Appenzeller dog", "Animals"], // 240 Appenzeller
  ["EntleBucher dog", "Animals"], // 241 EntleBucher
  ["boxer", "Animals"], // 242 boxer
  ["bull mastiff", "Animals"], // 243 bull mastiff
  ["Tibetan mastiff", "Animals"], // 244 Tibetan mastiff
  ["French bulldog", "Animals"], // 245 French bulldog
  ["Great Dane", "Animals"], // 246 Great Dane
  ["Saint Bernard", "Animals"], // 247 Saint Bernard, St Bernard
  ["Eskimo dog", "Animals"], // 248 Eskimo dog, husky
  ["malamute", "Animals"], // 249 malamute, malemute, Alaskan malamute
  ["Siberian husky", "Animals"], // 250 Siberian husky
  ["dalmatian", "Animals"], // 251 dalmatian, coach dog, carriage dog
  ["affenpinscher dog", "Animals"], // 252 affenpinscher, monkey pinscher, monkey dog
  ["basenji dog", "Animals"], // 253 basenji
  ["pug", "Animals"], // 254 pug, pug-dog
  ["Leonberg", "Animals"], // 255 Leonberg
  ["Newfoundland dog", "Animals"], // 256 Newfoundland, Newfoundland dog
  ["Great Pyrenees dog", "Animals"], // 257 Great Pyrenees
  ["Samoyed", "Animals"], // 258 Samoyed, Samoyede
  ["Pomeranian", "Animals"], // 259 Pomeranian
  ["chow", "Animals"], // 260 chow, chow chow
  ["keeshond dog", "Animals"], // 261 keeshond
  ["Brabancon griffon dog", "Animals"], // 262 Brabancon griffon
  ["Pembroke dog", "Animals"], // 263 Pembroke, Pembroke Welsh corgi
  ["Cardigan corgi", "Animals"], // 264 Cardigan, Cardigan Welsh corgi
  ["toy poodle", "Animals"], // 265 toy poodle
  ["miniature poodle", "Animals"], // 266 miniature poodle
  ["standard poodle", "Animals"], // 267 standard poodle
  ["Mexican hairless dog", "Animals"], // 268 Mexican hairless
  ["timber wolf", "Animals"], // 269 timber wolf, grey wolf, gray wolf, Canis lupus
  ["white wolf", "Animals"], // 270 white wolf, Arctic wolf, Canis lupus tundrarum
  ["red wolf", "Animals"], // 271 red wolf, maned wolf, Canis rufus, Canis niger
  ["coyote", "Animals"], // 272 coyote, prairie wolf, brush wolf, Canis latrans
  ["dingo", "Animals"], // 273 dingo, warrigal, warragal, Canis dingo
  ["dhole", "Animals"], // 274 dhole, Cuon alpinus
  ["African hunting dog", "Animals"], // 275 African hunting dog, hyena dog, Cape hunting dog, Lycaon pictus
  ["hyena", "Animals"], // 276 hyena, hyaena
  ["red fox", "Animals"], // 277 red fox, Vulpes vulpes
  ["kit fox", "Animals"], // 278 kit fox, Vulpes macrotis
  ["Arctic fox", "Animals"], // 279 Arctic fox, white fox, Alopex lagopus
  ["grey fox", "Animals"], // 280 grey fox, gray fox, Urocyon cinereoargenteus
  ["tabby", "Animals"], // 281 tabby, tabby cat
  ["tiger cat", "Animals"], // 282 tiger cat
  ["Persian cat", "Animals"], // 283 Persian cat
  ["Siamese cat", "Animals"], // 284 Siamese cat, Siamese
  ["Egyptian cat", "Animals"], // 285 Egyptian cat
  ["cougar", "Animals"], // 286 cougar, puma, catamount, mountain lion, painter, panther, Felis concolor
  ["lynx", "Animals"], // 287 lynx, catamount
  ["leopard", "Animals"], // 288 leopard, Panthera pardus
  ["snow leopard", "Animals"], // 289 snow leopard, ounce, Panthera uncia
  ["jaguar", "Animals"], // 290 jaguar, panther, Panthera onca, Felis onca
  ["lion", "Animals"], // 291 lion, king of beasts, Panthera leo
  ["tiger", "Animals"], // 292 tiger, Panthera tigris
  ["cheetah", "Animals"], // 293 cheetah, chetah, Acinonyx jubatus
  ["brown bear", "Animals"], // 294 brown bear, bruin, Ursus arctos
  ["American black bear", "Animals"], // 295 American black bear, black bear, Ursus americanus, Euarctos americanus
  ["ice bear", "Animals"], // 296 ice bear, polar bear, Ursus Maritimus, Thalarctos maritimus
  ["sloth bear", "Animals"], // 297 sloth bear, Melursus ursinus, Ursus ursinus
  ["mongoose", "Animals"], // 298 mongoose
  ["meerkat", "Animals"], // 299 meerkat, mierkat
  ["tiger beetle", "Animals"], // 300 tiger beetle
  ["ladybug", "Animals"], // 301 ladybug, ladybeetle, lady beetle, ladybird, ladybird beetle
  ["ground beetle", "Animals"], // 302 ground beetle, carabid beetle
  ["long-horned beetle", "Animals"], // 303 long-horned beetle, longicorn, longicorn beetle
  ["leaf beetle", "Animals"], // 304 leaf beetle, chrysomelid
  ["dung beetle", "Animals"], // 305 dung beetle
  ["rhinoceros beetle", "Animals"], // 306 rhinoceros beetle
  ["weevil", "Animals"], // 307 weevil
  ["housefly", "Animals"], // 308 fly
  ["bee", "Animals"], // 309 bee
  ["ant", "Animals"], // 310 ant, emmet, pismire
  ["grasshopper", "Animals"], // 311 grasshopper, hopper
  ["cricket insect", "Animals"], // 312 cricket
  ["stick insect", "Animals"], // 313 walking stick, walkingstick, stick insect
  ["cockroach", "Animals"], // 314 cockroach, roach
  ["mantis", "Animals"], // 315 mantis, mantid
  ["cicada", "Animals"], // 316 cicada, cicala
  ["leafhopper", "Animals"], // 317 leafhopper
  ["lacewing", "Animals"], // 318 lacewing, lacewing fly
  ["dragonfly", "Animals"], // 319 dragonfly, darning needle, devil's darning needle, sewing needle, snake feeder, snake doctor, mosquito hawk, skeeter hawk
  ["damselfly", "Animals"], // 320 damselfly
  ["admiral butterfly", "Animals"], // 321 admiral
  ["ringlet butterfly", "Animals"], // 322 ringlet, ringlet butterfly
  ["monarch butterfly", "Animals"], // 323 monarch, monarch butterfly, milkweed butterfly, Danaus plexippus
  ["cabbage butterfly", "Animals"], // 324 cabbage butterfly
  ["sulphur butterfly", "Animals"], // 325 sulphur butterfly, sulfur butterfly
  ["lycaenid butterfly", "Animals"], // 326 lycaenid, lycaenid butterfly
  ["starfish", "Marine Life"], // 327 starfish, sea star
  ["sea urchin", "Marine Life"], // 328 sea urchin
  ["sea cucumber", "Marine Life"], // 329 sea cucumber, holothurian
  ["wood rabbit", "Animals"], // 330 wood rabbit, cottontail, cottontail rabbit
  ["hare", "Animals"], // 331 hare
  ["Angora rabbit", "Animals"], // 332 Angora, Angora rabbit
  ["hamster", "Animals"], // 333 hamster
  ["porcupine", "Animals"], // 334 porcupine, hedgehog
  ["fox squirrel", "Animals"], // 335 fox squirrel, eastern fox squirrel, Sciurus niger
  ["marmot", "Animals"], // 336 marmot
  ["beaver", "Animals"], // 337 beaver
  ["guinea pig", "Animals"], // 338 guinea pig, Cavia cobaya
  ["sorrel horse", "Animals"], // 339 sorrel
  ["zebra", "Animals"], // 340 zebra
  ["hog", "Animals"], // 341 hog, pig, grunter, squealer, Sus scrofa
  ["wild boar", "Animals"], // 342 wild boar, boar, Sus scrofa
  ["warthog", "Animals"], // 343 warthog
  ["hippopotamus", "Animals"], // 344 hippopotamus, hippo, river horse, Hippopotamus amphibius
  ["ox", "Animals"], // 345 ox
  ["water buffalo", "Animals"], // 346 water buffalo, water ox, Asiatic buffalo, Bubalus bubalis
  ["bison", "Animals"], // 347 bison
  ["ram", "Animals"], // 348 ram, tup
  ["bighorn sheep", "Animals"], // 349 bighorn, bighorn sheep, cimarron, Rocky Mountain bighorn, Rocky Mountain sheep, Ovis canadensis
  ["ibex", "Animals"], // 350 ibex, Capra ibex
  ["hartebeest", "Animals"], // 351 hartebeest
  ["impala", "Animals"], // 352 impala, Aepyceros melampus
  ["gazelle", "Animals"], // 353 gazelle
  ["Arabian camel", "Animals"], // 354 Arabian camel, dromedary, Camelus dromedarius
  ["llama", "Animals"], // 355 llama
  ["weasel", "Animals"], // 356 weasel
  ["mink", "Animals"], // 357 mink
  ["polecat", "Animals"], // 358 polecat, fitch, foulmart, foumart, Mustela putorius
  ["black-footed ferret", "Animals"], // 359 black-footed ferret, ferret, Mustela nigripes
  ["otter", "Animals"], // 360 otter
  ["skunk", "Animals"], // 361 skunk, polecat, wood pussy
  ["badger", "Animals"], // 362 badger
  ["armadillo", "Animals"], // 363 armadillo
  ["three-toed sloth", "Animals"], // 364 three-toed sloth, ai, Bradypus tridactylus
  ["orangutan", "Animals"], // 365 orangutan, orang, orangutang, Pongo pygmaeus
  ["gorilla", "Animals"], // 366 gorilla, Gorilla gorilla
  ["chimpanzee", "Animals"], // 367 chimpanzee, chimp, Pan troglodytes
  ["gibbon", "Animals"], // 368 gibbon, Hylobates lar
  ["siamang monkey", "Animals"], // 369 siamang, Hylobates syndactylus, Symphalangus syndactylus
  ["guenon monkey", "Animals"], // 370 guenon, guenon monkey
  ["patas monkey", "Animals"], // 371 patas, hussar monkey, Erythrocebus patas
  ["baboon", "Animals"], // 372 baboon
  ["macaque", "Animals"], // 373 macaque
  ["langur monkey", "Animals"], // 374 langur
  ["colobus monkey", "Animals"], // 375 colobus, colobus monkey
  ["proboscis monkey", "Animals"], // 376 proboscis monkey, Nasalis larvatus
  ["marmoset", "Animals"], // 377 marmoset
  ["capuchin monkey", "Animals"], // 378 capuchin, ringtail, Cebus capucinus
  ["howler monkey", "Animals"], // 379 howler monkey, howler
  ["titi monkey", "Animals"], // 380 titi, titi monkey
  ["spider monkey", "Animals"], // 381 spider monkey, Ateles geoffroyi
  ["squirrel monkey", "Animals"], // 382 squirrel monkey, Saimiri sciureus
  ["ring-tailed lemur", "Animals"], // 383 Madagascar cat, ring-tailed lemur, Lemur catta
  ["indri lemur", "Animals"], // 384 indri, indris, Indri indri, Indri brevicaudatus
  ["Indian elephant", "Animals"], // 385 Indian elephant, Elephas maximus
  ["African elephant", "Animals"], // 386 African elephant, Loxodonta africana
  ["lesser panda", "Animals"], // 387 lesser panda, red panda, panda, bear cat, cat bear, Ailurus fulgens
  ["giant panda", "Animals"], // 388 giant panda, panda, panda bear, coon bear, Ailuropoda melanoleuca
  ["barracouta sea fish", "Animals"], // 389 barracouta, snoek
  ["eel", "Marine Life"], // 390 eel
  ["coho sea fish", "Animals"], // 391 coho, cohoe, coho salmon, blue jack, silver salmon, Oncorhynchus kisutch
  ["rock beauty", "Marine Life"], // 392 rock beauty, Holocanthus tricolor
  ["clownfish", "Marine Life"], // 393 anemone fish
  ["sturgeon", "Marine Life"], // 394 sturgeon
  ["gar", "Marine Life"], // 395 gar, garfish, garpike, billfish, Lepisosteus osseus
  ["lionfish", "Marine Life"], // 396 lionfish
  ["puffer", "Marine Life"], // 397 puffer, pufferfish, blowfish, globefish
  ["abacus", "Education"], // 398 abacus
  ["abaya", "Fashion"], // 399 abaya
  ["academic gown", "Education"], // 400 academic gown, academic robe, judge's robe
  ["accordion", "Performing Art"], // 401 accordion, piano accordion, squeeze box
  ["acoustic guitar", "Performing Art"], // 402 acoustic guitar
  ["aircraft carrier", "Vehicles"], // 403 aircraft carrier, carrier, flattop, attack aircraft carrier
  ["airliner", "Vehicles"], // 404 airliner
  ["airship", "Vehicles"], // 405 airship, dirigible
  ["altar", "Culture"], // 406 altar
  ["ambulance", "Vehicles"], // 407 ambulance
  ["amphibious vehicle", "Vehicles"], // 408 amphibian, amphibious vehicle
  ["analog clock", "Design"], // 409 analog clock
  ["apiary", "Misc"], // 410 apiary, bee house
  ["apron", "Fashion"], // 411 apron
  ["rubbish bin", "Misc"], // 412 ashcan, trash can, garbage can, wastebin, ash bin, ash-bin, ashbin, dustbin, trash barrel, trash bin
  ["assault rifle", "Misc"], // 413 assault rifle, assault gun
  ["backpack", "Fashion"], // 414 backpack, back pack, knapsack, packsack, rucksack, haversack
  ["bakery", "Food"], // 415 bakery, bakeshop, bakehouse
  ["balance beam", "Sports"], // 416 balance beam, beam
  ["balloon", "Celebrations"], // 417 balloon
  ["ballpoint", "Education"], // 418 ballpoint, ballpoint pen, ballpen, Biro
  ["Band Aid", "Health"], // 419 Band Aid
  ["banjo", "Performing Art"], // 420 banjo
  ["banister", "Architecture"], // 421 bannister, banister, balustrade, balusters, handrail
  ["barbell", "Fitness"], // 422 barbell
  ["barber chair", "Design"], // 423 barber chair
  ["barbershop", "Work"], // 424 barbershop
  ["barn", "Architecture"], // 425 barn
  ["barometer", "Weather"], // 426 barometer
  ["barrel", "Misc"], // 427 barrel, cask
  ["wheelbarrow", "Misc"], // 428 barrow, garden cart, lawn cart, wheelbarrow
  ["baseball", "Sports"], // 429 baseball
  ["basketball", "Sports"], // 430 basketball
  ["bassinet", "Design"], // 431 bassinet
  ["bassoon", "Performing Art"], // 432 bassoon
  ["bathing cap", "Fashion"], // 433 bathing cap, swimming cap
  ["bath towel", "Misc"], // 434 bath towel
  ["bathtub", "Design"], // 435 bathtub, bathing tub, bath, tub
  ["beach wagon", "Vehicles"], // 436 beach wagon, station wagon, wagon, estate car, beach waggon, station waggon, waggon
  ["lighthouse", "Architecture"], // 437 beacon, lighthouse, beacon light, pharos
  ["beaker", "Education"], // 438 beaker
  ["bearskin hat", "Fashion"], // 439 bearskin, busby, shako
  ["beer bottle", "Food"], // 440 beer bottle
  ["beer glass", "Food"], // 441 beer glass
  ["bell cote", "Architecture"], // 442 bell cote, bell cot
  ["bib", "Fashion"], // 443 bib
  ["bicycle-built-for-two", "Vehicles"], // 444 bicycle-built-for-two, tandem bicycle, tandem
  ["bikini", "Fashion"], // 445 bikini, two-piece
  ["ring binder", "Education"], // 446 binder, ring-binder
  ["binoculars", "Outdoor Activities"], // 447 binoculars, field glasses, opera glasses
  ["birdhouse", "Misc"], // 448 birdhouse
  ["boathouse", "Architecture"], // 449 boathouse
  ["bobsled", "Vehicles"], // 450 bobsled, bobsleigh, bob
  ["bolo tie", "Fashion"], // 451 bolo tie, bolo, bola tie, bola
  ["bonnet", "Fashion"], // 452 bonnet, poke bonnet
  ["bookcase", "Design"], // 453 bookcase
  ["bookshop", "Education"], // 454 bookshop, bookstore, bookstall
  ["bottle top", "Misc"], // 455 bottlecap
  ["archery bow", "Sports"], // 456 bow
  ["bow tie", "Fashion"], // 457 bow tie, bow-tie, bowtie
  ["brass", "Misc"], // 458 brass, memorial tablet, plaque
  ["bra", "Fashion"], // 459 brassiere, bra, bandeau
  ["breakwater", "Architecture"], // 460 breakwater, groin, groyne, mole, bulwark, seawall, jetty
  ["breastplate", "Historical"], // 461 breastplate, aegis, egis
  ["broom", "Misc"], // 462 broom
  ["bucket", "Misc"], // 463 bucket, pail
  ["belt buckle", "Fashion"], // 464 buckle
  ["bulletproof vest", "Fashion"], // 465 bulletproof vest
  ["bullet train", "Vehicles"], // 466 bullet train, bullet
  ["butcher shop", "Food"], // 467 butcher shop, meat market
  ["taxi cab", "Vehicles"], // 468 cab, hack, taxi, taxicab
  ["cauldron", "Misc"], // 469 caldron, cauldron
  ["candle", "Celebrations"], // 470 candle, taper, wax light
  ["cannon", "Historical"], // 471 cannon
  ["canoe", "Vehicles"], // 472 canoe
  ["can opener", "Misc"], // 473 can opener, tin opener
  ["cardigan", "Fashion"], // 474 cardigan
  ["car mirror", "Vehicles"], // 475 car mirror
  ["carousel", "Entertainment"], // 476 carousel, carrousel, merry-go-round, roundabout, whirligig
  ["carpenter's kit", "Work"], // 477 carpenter's kit, tool kit
  ["carton", "Misc"], // 478 carton
  ["car wheel", "Vehicles"], // 479 car wheel
  ["cash machine", "Technology"], // 480 cash machine, cash dispenser, automated teller machine, automatic teller machine, automated teller, automatic teller, ATM
  ["cassette", "Technology"], // 481 cassette
  ["cassette player", "Technology"], // 482 cassette player
  ["castle", "Architecture"], // 483 castle
  ["catamaran", "Vehicles"], // 484 catamaran
  ["CD player", "Technology"], // 485 CD player
  ["cello", "Performing Art"], // 486 cello, violoncello
  ["cellular telephone", "Technology"], // 487 cellular telephone, cellular phone, cellphone, cell, mobile phone
  ["chain", "Misc"], // 488 chain
  ["chainlink fence", "Architecture"], // 489 chainlink fence
  ["chain mail", "Historical"], // 490 chain mail, ring mail, mail, chain armor, chain armour, ring armor, ring armour
  ["chain saw", "Work"], // 491 chain saw, chainsaw
  ["wooden chest", "Design"], // 492 chest
  ["chiffonier", "Design"], // 493 chiffonier, commode
  ["chime", "Performing Art"], // 494 chime, bell, gong
  ["china cabinet", "Design"], // 495 china cabinet, china closet
  ["Christmas stocking", "Holiday"], // 496 Christmas stocking
  ["church", "Architecture"], // 497 church, church building
  ["cinema", "Entertainment"], // 498 cinema, movie theater, movie theatre, movie house, picture palace
  ["meat cleaver", "Food"], // 499 cleaver, meat cleaver, chopper
  ["cliff dwelling", "Historical"], // 500 cliff dwelling
  ["cloak", "Fashion"], // 501 cloak
  ["clog", "Fashion"], // 502 clog, geta, patten, sabot
  ["cocktail shaker", "Food"], // 503 cocktail shaker
  ["coffee mug", "Food"], // 504 coffee mug
  ["coffeepot", "Food"], // 505 coffeepot
  ["coil", "Misc"], // 506 coil, spiral, volute, whorl, helix
  ["combination lock", "Misc"], // 507 combination lock
  ["computer keyboard", "Technology"], // 508 computer keyboard, keypad
  ["sweet shop", "Food"], // 509 confectionery, confectionary, candy store
  ["container ship", "Vehicles"], // 510 container ship, containership, container vessel
  ["convertible", "Vehicles"], // 511 convertible
  ["corkscrew", "Misc"], // 512 corkscrew, bottle screw
  ["cornet", "Performing Art"], // 513 cornet, horn, trumpet, trump
  ["cowboy boot", "Fashion"], // 514 cowboy boot
  ["cowboy hat", "Fashion"], // 515 cowboy hat, ten-gallon hat
  ["cradle", "Design"], // 516 cradle
  ["construction crane", "Work"], // 517 crane
  ["crash helmet", "Sports"], // 518 crash helmet
  ["crate", "Misc"], // 519 crate
  ["crib", "Design"], // 520 crib, cot
  ["Crock Pot", "Misc"], // 521 Crock Pot
  ["croquet ball", "Sports"], // 522 croquet ball
  ["crutch", "Health"], // 523 crutch
  ["cuirass", "Historical"], // 524 cuirass
  ["dam", "Architecture"], // 525 dam, dike, dyke
  ["desk", "Work"], // 526 desk
  ["desktop computer", "Technology"], // 527 desktop computer
  ["dial telephone", "Technology"], // 528 dial telephone, dial phone
  ["nappy", "Fashion"], // 529 diaper, nappy, napkin
  ["digital clock", "Technology"], // 530 digital clock
  ["digital watch", "Technology"], // 531 digital watch
  ["dining table", "Design"], // 532 dining table, board
  ["dishcloth", "Misc"], // 533 dishrag, dishcloth
  ["dishwasher", "Technology"], // 534 dishwasher, dish washer, dishwashing machine
  ["disc brake", "Vehicles"], // 535 disk brake, disc brake
  ["dock", "Architecture"], // 536 dock, dockage, docking facility
  ["dog sled", "Vehicles"], // 537 dogsled, dog sled, dog sleigh
  ["dome", "Architecture"], // 538 dome
  ["doormat", "Misc"], // 539 doormat, welcome mat
  ["offshore oil rig", "Work"], // 540 drilling platform, offshore rig
  ["drum", "Performing Art"], // 541 drum, membranophone, tympan
  ["drumsticks", "Performing Art"], // 542 drumstick
  ["dumbbell", "Fitness"], // 543 dumbbell
  ["Dutch oven", "Misc"], // 544 Dutch oven
  ["electric fan", "Technology"], // 545 electric fan, blower
  ["electric guitar", "Performing Art"], // 546 electric guitar
  ["electric locomotive", "Vehicles"], // 547 electric locomotive
  ["entertainment center", "Entertainment"], // 548 entertainment center
  ["envelope", "Misc"], // 549 envelope
  ["espresso maker", "Food"], // 550 espresso maker
  ["makeup powder", "Fashion"], // 551 face powder
  ["feather boa", "Fashion"], // 552 feather boa, boa
  ["filing cabinet", "Work"], // 553 file, file cabinet, filing cabinet
  ["fireboat", "Vehicles"], // 554 fireboat
  ["fire engine", "Vehicles"], // 555 fire engine, fire truck
  ["fire screen", "Design"], // 556 fire screen, fireguard
  ["flagpole", "Misc"], // 557 flagpole, flagstaff
  ["flute", "Performing Art"], // 558 flute, transverse flute
  ["folding chair", "Design"], // 559 folding chair
  ["football helmet", "Sports"], // 560 football helmet
  ["forklift", "Vehicles"], // 561 forklift
  ["fountain", "Architecture"], // 562 fountain
  ["fountain pen", "Education"], // 563 fountain pen
  ["four-poster", "Design"], // 564 four-poster
  ["freight car", "Vehicles"], // 565 freight car
  ["French horn", "Performing Art"], // 566 French horn, horn
  ["frying pan", "Misc"], // 567 frying pan, frypan, skillet
  ["fur coat", "Fashion"], // 568 fur coat
  ["garbage truck", "Vehicles"], // 569 garbage truck, dustcart
  ["gasmask", "Health"], // 570 gasmask, respirator, gas helmet
  ["petrol pump", "Vehicles"], // 571 gas pump, gasoline pump, petrol pump, island dispenser
  ["goblet", "Food"], // 572 goblet
  ["go-kart", "Vehicles"], // 573 go-kart
  ["golf ball", "Sports"], // 574 golf ball
  ["golf cart", "Vehicles"], // 575 golfcart, golf cart
  ["gondola", "Vehicles"], // 576 gondola
  ["gong", "Performing Art"], // 577 gong, tam-tam
  ["gown", "Fashion"], // 578 gown
  ["grand piano", "Performing Art"], // 579 grand piano, grand
  ["greenhouse", "Plants"], // 580 greenhouse, nursery, glasshouse
  ["radiator grille", "Vehicles"], // 581 grille, radiator grille
  ["grocery store", "Food"], // 582 grocery store, grocery, food market, market
  ["guillotine", "Historical"], // 583 guillotine
  ["hair slide", "Fashion"], // 584 hair slide
  ["hair spray", "Health"], // 585 hair spray
  ["half-track vehicle", "Vehicles"], // 586 half track
  ["hammer", "Work"], // 587 hammer
  ["hamper", "Misc"], // 588 hamper
  ["hair dryer", "Technology"], // 589 hand blower, blow dryer, blow drier, hair dryer, hair drier
  ["hand-held computer", "Technology"], // 590 hand-held computer, hand-held microcomputer
  ["handkerchief", "Misc"], // 591 handkerchief, hankie, hanky, hankey
  ["hard disc", "Technology"], // 592 hard disc, hard disk, fixed disk
  ["harmonica", "Performing Art"], // 593 harmonica, mouth organ, harp, mouth harp
  ["harp", "Performing Art"], // 594 harp
  ["combine harvester", "Work"], // 595 harvester, reaper
  ["hatchet", "Work"], // 596 hatchet
  ["gun holster", "Misc"], // 597 holster
  ["home theater", "Entertainment"], // 598 home theater, home theatre
  ["honeycomb", "Nature"], // 599 honeycomb
  ["hook", "Misc"], // 600 hook, claw
  ["hoop skirt", "Fashion"], // 601 hoopskirt, crinoline
  ["horizontal bar", "Sports"], // 602 horizontal bar, high bar
  ["horse cart", "Vehicles"], // 603 horse cart, horse-cart
  ["hourglass", "Historical"], // 604 hourglass
  ["iPod", "Technology"], // 605 iPod
  ["clothes iron", "Misc"], // 606 iron, smoothing iron
  ["jack-o'-lantern", "Holiday"], // 607 jack-o'-lantern
  ["jeans", "Fashion"], // 608 jean, blue jean, denim
  ["jeep", "Vehicles"], // 609 jeep, landrover
  ["jersey shirt", "Fashion"], // 610 jersey, T-shirt, tee shirt
  ["jigsaw puzzle", "Entertainment"], // 611 jigsaw puzzle
  ["jinrikisha", "Vehicles"], // 612 jinrikisha, ricksha, rickshaw
  ["joystick", "Technology"], // 613 joystick
  ["kimono", "Culture"], // 614 kimono
  ["knee pad", "Fashion"], // 615 knee pad
  ["rope knot", "Craft"], // 616 knot
  ["lab coat", "Health"], // 617 lab coat, laboratory coat
  ["ladle", "Misc"], // 618 ladle
  ["lampshade", "Design"], // 619 lampshade, lamp shade
  ["laptop", "Technology"], // 620 laptop, laptop computer
  ["lawn mower", "Work"], // 621 lawn mower, mower
  ["lens cap", "Photography"], // 622 lens cap, lens cover
  ["letter opener", "Misc"], // 623 letter opener, paper knife, paperknife
  ["library", "Education"], // 624 library
  ["lifeboat", "Vehicles"], // 625 lifeboat
  ["cigarette lighter", "Misc"], // 626 lighter, light, igniter, ignitor
  ["limousine", "Vehicles"], // 627 limousine, limo
  ["ocean liner", "Vehicles"], // 628 liner, ocean liner
  ["lipstick", "Fashion"], // 629 lipstick, lip rouge
  ["loafer", "Fashion"], // 630 Loafer
  ["lotion", "Health"], // 631 lotion
  ["loudspeaker", "Technology"], // 632 loudspeaker, speaker, speaker unit, loudspeaker system, speaker system
  ["magnifying loupe", "Education"], // 633 loupe, jeweler's loupe
  ["lumbermill", "Work"], // 634 lumbermill, sawmill
  ["magnetic compass", "Outdoor Activities"], // 635 magnetic compass
  ["mailbag", "Work"], // 636 mailbag, postbag
  ["mailbox", "Misc"], // 637 mailbox, letter box
  ["swimsuit", "Fashion"], // 638 maillot
  ["one-piece swimsuit", "Fashion"], // 639 maillot, tank suit
  ["manhole cover", "Architecture"], // 640 manhole cover
  ["maraca", "Performing Art"], // 641 maraca
  ["marimba", "Performing Art"], // 642 marimba, xylophone
  ["carnival mask", "Fashion"], // 643 mask
  ["matchstick", "Misc"], // 644 matchstick
  ["maypole celebration", "Celebrations"], // 645 maypole
  ["maze", "Architecture"], // 646 maze, labyrinth
  ["measuring cup", "Misc"], // 647 measuring cup
  ["medicine cabinet", "Design"], // 648 medicine chest, medicine cabinet
  ["megalith", "Landmark"], // 649 megalith, megalithic structure
  ["microphone", "Performing Art"], // 650 microphone, mike
  ["microwave", "Technology"], // 651 microwave, microwave oven
  ["military uniform", "Work"], // 652 military uniform
  ["milk can", "Food"], // 653 milk can
  ["minibus", "Vehicles"], // 654 minibus
  ["miniskirt", "Fashion"], // 655 miniskirt, mini
  ["minivan", "Vehicles"], // 656 minivan
  ["missile", "Misc"], // 657 missile
  ["mitten", "Fashion"], // 658 mitten
  ["mixing bowl", "Misc"], // 659 mixing bowl
  ["mobile home", "Vehicles"], // 660 mobile home, manufactured home
  ["Model T", "Vehicles"], // 661 Model T
  ["modem", "Technology"], // 662 modem
  ["monastery", "Architecture"], // 663 monastery
  ["computer monitor", "Technology"], // 664 monitor
  ["moped", "Vehicles"], // 665 moped
  ["mortar", "Misc"], // 666 mortar
  ["mortarboard", "Education"], // 667 mortarboard
  ["mosque", "Architecture"], // 668 mosque
  ["mosquito net", "Animals"], // 669 mosquito net
  ["motor scooter", "Vehicles"], // 670 motor scooter, scooter
  ["mountain bike", "Vehicles"], // 671 mountain bike, all-terrain bike, off-roader
  ["mountain tent", "Outdoor Activities"], // 672 mountain tent
  ["computer mouse", "Technology"], // 673 mouse, computer mouse
  ["mousetrap", "Misc"], // 674 mousetrap
  ["moving van", "Vehicles"], // 675 moving van
  ["muzzle", "Misc"], // 676 muzzle
  ["metal nail", "Work"], // 677 nail
  ["neck brace", "Health"], // 678 neck brace
  ["necklace", "Fashion"], // 679 necklace
  ["baby bottle", "Misc"], // 680 nipple
  ["notebook computer", "Technology"], // 681 notebook, notebook computer
  ["obelisk", "Landmark"], // 682 obelisk
  ["oboe", "Performing Art"], // 683 oboe, hautboy, hautbois
  ["ocarina", "Performing Art"], // 684 ocarina, sweet potato
  ["odometer", "Vehicles"], // 685 odometer, hodometer, mileometer, milometer
  ["oil filter", "Misc"], // 686 oil filter
  ["organ", "Performing Art"], // 687 organ, pipe organ
  ["oscilloscope", "Technology"], // 688 oscilloscope, scope, cathode-ray oscilloscope, CRO
  ["overskirt", "Fashion"], // 689 overskirt
  ["oxcart", "Vehicles"], // 690 oxcart
  ["oxygen mask", "Health"], // 691 oxygen mask
  ["packet", "Misc"], // 692 packet
  ["canoe paddle", "Outdoor Activities"], // 693 paddle, boat paddle
  ["paddlewheel", "Vehicles"], // 694 paddlewheel, paddle wheel
  ["padlock", "Misc"], // 695 padlock
  ["paintbrush", "Art"], // 696 paintbrush
  ["pyjamas", "Fashion"], // 697 pajama, pyjama, pj's, jammies
  ["palace", "Architecture"], // 698 palace
  ["panpipe", "Performing Art"], // 699 panpipe, pandean pipe, syrinx
  ["paper towel", "Misc"], // 700 paper towel
  ["parachute", "Outdoor Activities"], // 701 parachute, chute
  ["parallel bars", "Sports"], // 702 parallel bars, bars
  ["park bench", "Misc"], // 703 park bench
  ["parking meter", "Misc"], // 704 parking meter
  ["passenger car", "Vehicles"], // 705 passenger car, coach, carriage
  ["patio", "Design"], // 706 patio, terrace
  ["pay-phone", "Technology"], // 707 pay-phone, pay-station
  ["pedestal", "Design"], // 708 pedestal, plinth, footstall
  ["pencil box", "Education"], // 709 pencil box, pencil case
  ["pencil sharpener", "Education"], // 710 pencil sharpener
  ["perfume", "Fashion"], // 711 perfume, essence
  ["Petri dish", "Education"], // 712 Petri dish
  ["photocopier", "Technology"], // 713 photocopier
  ["pickaxe", "Work"], // 714 pick, plectrum, plectron
  ["pickelhaube helmet", "Historical"], // 715 pickelhaube
  ["picket fence", "Architecture"], // 716 picket fence, paling
  ["pickup truck", "Vehicles"], // 717 pickup, pickup truck
  ["pier", "Architecture"], // 718 pier
  ["piggy bank", "Entertainment"], // 719 piggy bank, penny bank
  ["pill bottle", "Health"], // 720 pill bottle
  ["pillow", "Design"], // 721 pillow
  ["ping-pong ball", "Sports"], // 722 ping-pong ball
  ["pinwheel", "Entertainment"], // 723 pinwheel
  ["pirate", "Historical"], // 724 pirate, pirate ship
  ["jug", "Misc"], // 725 pitcher, ewer
  ["woodworking plane", "Work"], // 726 plane, carpenter's plane, woodworking plane
  ["planetarium", "Architecture"], // 727 planetarium
  ["plastic bag", "Misc"], // 728 plastic bag
  ["plate rack", "Misc"], // 729 plate rack
  ["plow", "Work"], // 730 plow, plough
  ["plunger", "Misc"], // 731 plunger, plumber's helper
  ["Polaroid camera", "Photography"], // 732 Polaroid camera, Polaroid Land camera
  ["wooden pole", "Misc"], // 733 pole
  ["police van", "Vehicles"], // 734 police van, police wagon, paddy wagon, patrol wagon, wagon, black Maria
  ["poncho", "Fashion"], // 735 poncho
  ["pool table", "Entertainment"], // 736 pool table, billiard table, snooker table
  ["pop bottle", "Misc"], // 737 pop bottle, soda bottle
  ["flowerpot", "Plants"], // 738 pot, flowerpot
  ["potter's wheel", "Craft"], // 739 potter's wheel
  ["power drill", "Work"], // 740 power drill
  ["prayer rug", "Culture"], // 741 prayer rug, prayer mat
  ["printer", "Technology"], // 742 printer
  ["prison", "Architecture"], // 743 prison, prison house
  ["projectile", "Misc"], // 744 projectile, missile
  ["projector", "Technology"], // 745 projector
  ["puck", "Sports"], // 746 puck, hockey puck
  ["punching bag", "Fitness"], // 747 punching bag, punch bag, punching ball, punchball
  ["purse", "Fashion"], // 748 purse
  ["quill pen", "Historical"], // 749 quill, quill pen
  ["quilt", "Craft"], // 750 quilt, comforter, comfort, puff
  ["racing car", "Vehicles"], // 751 racer, race car, racing car
  ["racket", "Sports"], // 752 racket, racquet
  ["radiator", "Misc"], // 753 radiator
  ["radio", "Technology"], // 754 radio, wireless
  ["radio telescope", "Technology"], // 755 radio telescope, radio reflector
  ["rain barrel", "Misc"], // 756 rain barrel
  ["recreational vehicle", "Vehicles"], // 757 recreational vehicle, RV, R.V.
  ["fishing reel", "Outdoor Activities"], // 758 reel
  ["reflex camera", "Photography"], // 759 reflex camera
  ["refrigerator", "Technology"], // 760 refrigerator, icebox
  ["remote control", "Technology"], // 761 remote control, remote
  ["restaurant", "Food"], // 762 restaurant, eating house, eating place, eatery
  ["revolver", "Misc"], // 763 revolver, six-gun, six-shooter
  ["rifle", "Misc"], // 764 rifle
  ["rocking chair", "Design"], // 765 rocking chair, rocker
  ["rotisserie", "Misc"], // 766 rotisserie
  ["rubber eraser", "Education"], // 767 rubber eraser, rubber, pencil eraser
  ["rugby ball", "Sports"], // 768 rugby ball
  ["ruler", "Education"], // 769 rule, ruler
  ["running shoe", "Fashion"], // 770 running shoe
  ["steel safe", "Work"], // 771 safe
  ["safety pin", "Misc"], // 772 safety pin
  ["salt shaker", "Misc"], // 773 saltshaker, salt shaker
  ["sandal", "Fashion"], // 774 sandal
  ["sarong", "Fashion"], // 775 sarong
  ["sax", "Performing Art"], // 776 sax, saxophone
  ["scabbard", "Historical"], // 777 scabbard
  ["weighing scale", "Misc"], // 778 scale, weighing machine
  ["school bus", "Vehicles"], // 779 school bus
  ["schooner", "Vehicles"], // 780 schooner
  ["scoreboard", "Sports"], // 781 scoreboard
  ["computer screen", "Technology"], // 782 screen, CRT screen
  ["screw", "Work"], // 783 screw
  ["screwdriver", "Work"], // 784 screwdriver
  ["seat belt", "Vehicles"], // 785 seat belt, seatbelt
  ["sewing machine", "Craft"], // 786 sewing machine
  ["shield", "Historical"], // 787 shield, buckler
  ["shoe shop", "Fashion"], // 788 shoe shop, shoe-shop, shoe store
  ["shoji screen", "Architecture"], // 789 shoji
  ["shopping basket", "Misc"], // 790 shopping basket
  ["shopping cart", "Misc"], // 791 shopping cart
  ["shovel", "Work"], // 792 shovel
  ["shower cap", "Fashion"], // 793 shower cap
  ["shower curtain", "Design"], // 794 shower curtain
  ["skis", "Sports"], // 795 ski
  ["ski mask", "Outdoor Activities"], // 796 ski mask
  ["sleeping bag", "Outdoor Activities"], // 797 sleeping bag
  ["slide rule", "Education"], // 798 slide rule, slipstick
  ["sliding door", "Architecture"], // 799 sliding door
  ["slot machine", "Entertainment"], // 800 slot, one-armed bandit
  ["snorkel", "Outdoor Activities"], // 801 snorkel
  ["snowmobile", "Vehicles"], // 802 snowmobile
  ["snowplough", "Vehicles"], // 803 snowplow, snowplough
  ["soap dispenser", "Design"], // 804 soap dispenser
  ["soccer ball", "Sports"], // 805 soccer ball
  ["sock", "Fashion"], // 806 sock
  ["solar dish", "Technology"], // 807 solar dish, solar collector, solar furnace
  ["sombrero", "Fashion"], // 808 sombrero
  ["soup bowl", "Food"], // 809 soup bowl
  ["space bar", "Technology"], // 810 space bar
  ["space heater", "Misc"], // 811 space heater
  ["space shuttle", "Vehicles"], // 812 space shuttle
  ["spatula", "Misc"], // 813 spatula
  ["speedboat", "Vehicles"], // 814 speedboat
  ["spider web", "Animals"], // 815 spider web, spider's web
  ["spindle", "Craft"], // 816 spindle
  ["sports car", "Vehicles"], // 817 sports car, sport car
  ["spotlight", "Performing Art"], // 818 spotlight, spot
  ["stage", "Performing Art"], // 819 stage
  ["steam locomotive", "Vehicles"], // 820 steam locomotive
  ["steel arch bridge", "Architecture"], // 821 steel arch bridge
  ["steel drum", "Performing Art"], // 822 steel drum
  ["stethoscope", "Health"], // 823 stethoscope
  ["stole scarf", "Fashion"], // 824 stole
  ["stone wall", "Architecture"], // 825 stone wall
  ["stopwatch", "Misc"], // 826 stopwatch, stop watch
  ["stove", "Technology"], // 827 stove
  ["strainer", "Misc"], // 828 strainer
  ["streetcar", "Vehicles"], // 829 streetcar, tram, tramcar, trolley, trolley car
  ["stretcher", "Health"], // 830 stretcher
  ["studio couch", "Design"], // 831 studio couch, day bed
  ["stupa", "Culture"], // 832 stupa, tope
  ["submarine", "Vehicles"], // 833 submarine, pigboat, sub, U-boat
  ["suit", "Fashion"], // 834 suit, suit of clothes
  ["sundial", "Historical"], // 835 sundial
  ["sunglasses", "Fashion"], // 836 sunglass
  ["sunglasses", "Fashion"], // 837 sunglasses, dark glasses, shades
  ["sunscreen", "Health"], // 838 sunscreen, sunblock, sun blocker
  ["suspension bridge", "Architecture"], // 839 suspension bridge
  ["mop", "Misc"], // 840 swab, swob, mop
  ["sweatshirt", "Fashion"], // 841 sweatshirt
  ["swimming trunks", "Fashion"], // 842 swimming trunks, bathing trunks
  ["swing", "Entertainment"], // 843 swing
  ["light switch", "Technology"], // 844 switch, electric switch, electrical switch
  ["syringe", "Health"], // 845 syringe
  ["table lamp", "Design"], // 846 table lamp
  ["army tank", "Vehicles"], // 847 tank, army tank, armored combat vehicle, armoured combat vehicle
  ["tape player", "Technology"], // 848 tape player
  ["teapot", "Food"], // 849 teapot
  ["teddy bear", "Entertainment"], // 850 teddy, teddy bear
  ["television", "Technology"], // 851 television, television system
  ["tennis ball", "Sports"], // 852 tennis ball
  ["thatched roof", "Architecture"], // 853 thatch, thatched roof
  ["theater curtain", "Performing Art"], // 854 theater curtain, theatre curtain
  ["thimble", "Craft"], // 855 thimble
  ["thresher", "Work"], // 856 thresher, thrasher, threshing machine
  ["throne", "Historical"], // 857 throne
  ["tiled roof", "Architecture"], // 858 tile roof
  ["toaster", "Technology"], // 859 toaster
  ["tobacco shop", "Misc"], // 860 tobacco shop, tobacconist shop, tobacconist
  ["toilet seat", "Design"], // 861 toilet seat
  ["torch", "Misc"], // 862 torch
  ["totem pole", "Culture"], // 863 totem pole
  ["tow truck", "Vehicles"], // 864 tow truck, tow car, wrecker
  ["toy shop", "Entertainment"], // 865 toyshop
  ["tractor", "Vehicles"], // 866 tractor
  ["trailer truck", "Vehicles"], // 867 trailer truck, tractor trailer, trucking rig, rig, articulated lorry, semi
  ["tray", "Misc"], // 868 tray
  ["trench coat", "Fashion"], // 869 trench coat
  ["tricycle", "Vehicles"], // 870 tricycle, trike, velocipede
  ["trimaran", "Vehicles"], // 871 trimaran
  ["tripod", "Photography"], // 872 tripod
  ["triumphal arch", "Landmark"], // 873 triumphal arch
  ["trolleybus", "Vehicles"], // 874 trolleybus, trolley coach, trackless trolley
  ["trombone", "Performing Art"], // 875 trombone
  ["bathtub", "Design"], // 876 tub, vat
  ["turnstile", "Architecture"], // 877 turnstile
  ["typewriter keyboard", "Historical"], // 878 typewriter keyboard
  ["umbrella", "Weather"], // 879 umbrella
  ["unicycle", "Vehicles"], // 880 unicycle, monocycle
  ["upright piano", "Performing Art"], // 881 upright, upright piano
  ["vacuum", "Misc"], // 882 vacuum, vacuum cleaner
  ["vase", "Design"], // 883 vase
  ["vaulted ceiling", "Architecture"], // 884 vault
  ["velvet fabric", "Fashion"], // 885 velvet
  ["vending machine", "Technology"], // 886 vending machine
  ["vestment", "Fashion"], // 887 vestment
  ["viaduct", "Architecture"], // 888 viaduct
  ["violin", "Performing Art"], // 889 violin, fiddle
  ["volleyball", "Sports"], // 890 volleyball
  ["waffle iron", "Food"], // 891 waffle iron
  ["wall clock", "Design"], // 892 wall clock
  ["wallet", "Fashion"], // 893 wallet, billfold, notecase, pocketbook
  ["wardrobe", "Design"], // 894 wardrobe, closet, press
  ["warplane", "Vehicles"], // 895 warplane, military plane
  ["washbasin", "Design"], // 896 washbasin, handbasin, washbowl, lavabo, wash-hand basin
  ["washing machine", "Technology"], // 897 washer, automatic washer, washing machine
  ["water bottle", "Misc"], // 898 water bottle
  ["water jug", "Food"], // 899 water jug
  ["water tower", "Architecture"], // 900 water tower
  ["whiskey jug", "Food"], // 901 whiskey jug
  ["whistle", "Misc"], // 902 whistle
  ["wig", "Fashion"], // 903 wig
  ["window screen", "Design"], // 904 window screen
  ["window shade", "Design"], // 905 window shade
  ["Windsor tie", "Fashion"], // 906 Windsor tie
  ["wine bottle", "Food"], // 907 wine bottle
  ["aircraft wing", "Vehicles"], // 908 wing
  ["wok", "Misc"], // 909 wok
  ["wooden spoon", "Misc"], // 910 wooden spoon
  ["wool", "Fashion"], // 911 wool, woolen, woollen
  ["rail fence", "Architecture"], // 912 worm fence, snake fence, snake-rail fence, Virginia fence
  ["shipwreck", "Vehicles"], // 913 wreck
  ["yawl", "Vehicles"], // 914 yawl
  ["yurt", "Architecture"], // 915 yurt
  ["website", "Technology"], // 916 web site, website, internet site, site
  ["comic book", "Entertainment"], // 917 comic book
  ["crossword puzzle", "Entertainment"], // 918 crossword puzzle, crossword
  ["street sign", "Misc"], // 919 street sign
  ["traffic light", "Misc"], // 920 traffic light, traffic signal, stoplight
  ["book jacket", "Education"], // 921 book jacket, dust cover, dust jacket, dust wrapper
  ["menu", "Food"], // 922 menu
  ["meal", "Food"], // 923 plate (the food synset: a main course served on a plate, not the crockery)
  ["guacamole", "Food"], // 924 guacamole
  ["consomme", "Food"], // 925 consomme
  ["hot pot", "Misc"], // 926 hot pot, hotpot
  ["trifle", "Food"], // 927 trifle
  ["ice cream", "Food"], // 928 ice cream, icecream
  ["ice lolly", "Food"], // 929 ice lolly, lolly, lollipop, popsicle
  ["French loaf", "Food"], // 930 French loaf
  ["bagel", "Food"], // 931 bagel, beigel
  ["pretzel", "Food"], // 932 pretzel
  ["cheeseburger", "Food"], // 933 cheeseburger
  ["hot dog", "Food"], // 934 hotdog, hot dog, red hot
  ["mashed potato", "Food"], // 935 mashed potato
  ["head cabbage", "Food"], // 936 head cabbage
  ["broccoli", "Food"], // 937 broccoli
  ["cauliflower", "Food"], // 938 cauliflower
  ["zucchini", "Food"], // 939 zucchini, courgette
  ["spaghetti squash", "Food"], // 940 spaghetti squash
  ["acorn squash", "Food"], // 941 acorn squash
  ["butternut squash", "Food"], // 942 butternut squash
  ["cucumber", "Food"], // 943 cucumber, cuke
  ["artichoke", "Food"], // 944 artichoke, globe artichoke
  ["bell pepper", "Food"], // 945 bell pepper
  ["cardoon", "Plants"], // 946 cardoon
  ["mushroom", "Plants"], // 947 mushroom
  ["Granny Smith", "Food"], // 948 Granny Smith
  ["strawberry", "Food"], // 949 strawberry
  ["orange", "Food"], // 950 orange
  ["lemon", "Food"], // 951 lemon
  ["fig", "Food"], // 952 fig
  ["pineapple", "Food"], // 953 pineapple, ananas
  ["banana", "Food"], // 954 banana
  ["jackfruit", "Food"], // 955 jackfruit, jak, jack
  ["custard apple", "Food"], // 956 custard apple
  ["pomegranate", "Food"], // 957 pomegranate
  ["hay bale", "Nature"], // 958 hay
  ["carbonara", "Food"], // 959 carbonara
  ["chocolate sauce", "Food"], // 960 chocolate sauce, chocolate syrup
  ["dough", "Food"], // 961 dough
  ["meat loaf", "Food"], // 962 meat loaf, meatloaf
  ["pizza", "Food"], // 963 pizza, pizza pie
  ["potpie", "Food"], // 964 potpie
  ["burrito", "Food"], // 965 burrito
  ["red wine", "Food"], // 966 red wine
  ["espresso", "Food"], // 967 espresso
  ["cup", "Misc"], // 968 cup
  ["eggnog", "Food"], // 969 eggnog
  ["alpine mountain", "Nature"], // 970 alp
  ["soap bubble", "Entertainment"], // 971 bubble
  ["cliff", "Nature"], // 972 cliff, drop, drop-off
  ["coral reef", "Marine Life"], // 973 coral reef
  ["geyser", "Nature"], // 974 geyser
  ["lakeside", "Nature"], // 975 lakeside, lakeshore
  ["promontory", "Nature"], // 976 promontory, headland, head, foreland
  ["sandbar", "Nature"], // 977 sandbar, sand bar
  ["seashore", "Nature"], // 978 seashore, coast, seacoast, sea-coast
  ["valley", "Nature"], // 979 valley, vale
  ["volcano", "Nature"], // 980 volcano
  ["baseball player", "Sports"], // 981 ballplayer, baseball player
  ["bridegroom", "Celebrations"], // 982 groom, bridegroom
  ["scuba diver", "Sports"], // 983 scuba diver
  ["rapeseed flowers", "Plants"], // 984 rapeseed
  ["daisy", "Plants"], // 985 daisy
  ["yellow slipper orchid", "Plants"], // 986 yellow lady's slipper, yellow lady-slipper, Cypripedium calceolus, Cypripedium parviflorum
  ["corn", "Food"], // 987 corn
  ["acorn", "Plants"], // 988 acorn
  ["rose hip", "Plants"], // 989 hip, rose hip, rosehip
  ["buckeye", "Plants"], // 990 buckeye, horse chestnut, conker
  ["coral fungus", "Plants"], // 991 coral fungus
  ["agaric", "Plants"], // 992 agaric
  ["gyromitra", "Plants"], // 993 gyromitra
  ["stinkhorn", "Plants"], // 994 stinkhorn, carrion fungus
  ["earthstar", "Plants"], // 995 earthstar
  ["hen-of-the-woods", "Plants"], // 996 hen-of-the-woods, hen of the woods, Polyporus frondosus, Grifola frondosa
  ["bolete", "Plants"], // 997 bolete
  ["ear of corn", "Food"], // 998 ear, spike, capitulum
  ["toilet paper roll", "Misc"], // 999 toilet tissue, toilet paper, bathroom tissue
];
