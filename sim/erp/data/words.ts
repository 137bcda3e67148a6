// Name and address vocabularies for generated people, companies and places.

export const FIRST_NAMES = [
  "James", "Mary", "Robert", "Patricia", "John", "Jennifer", "Michael", "Linda", "David", "Elizabeth",
  "William", "Barbara", "Richard", "Susan", "Joseph", "Jessica", "Thomas", "Sarah", "Charles", "Karen",
  "Christopher", "Lisa", "Daniel", "Nancy", "Matthew", "Betty", "Anthony", "Sandra", "Mark", "Margaret",
  "Donald", "Ashley", "Steven", "Kimberly", "Andrew", "Emily", "Paul", "Donna", "Joshua", "Michelle",
  "Kenneth", "Carol", "Kevin", "Amanda", "Brian", "Melissa", "George", "Deborah", "Timothy", "Stephanie",
  "Ronald", "Rebecca", "Jason", "Sharon", "Edward", "Laura", "Jeffrey", "Cynthia", "Ryan", "Dorothy",
  "Jacob", "Amy", "Gary", "Kathleen", "Nicholas", "Angela", "Eric", "Shirley", "Jonathan", "Brenda",
  "Stephen", "Emma", "Larry", "Anna", "Justin", "Pamela", "Scott", "Nicole", "Brandon", "Samantha",
  "Benjamin", "Katherine", "Samuel", "Christine", "Gregory", "Helen", "Alexander", "Debra", "Patrick", "Rachel",
  "Frank", "Carolyn", "Raymond", "Janet", "Jack", "Maria", "Dennis", "Catherine", "Jerry", "Heather",
  "Tyler", "Diane", "Aaron", "Olivia", "Jose", "Julie", "Adam", "Joyce", "Nathan", "Victoria",
  "Henry", "Ruth", "Zachary", "Virginia", "Douglas", "Lauren", "Peter", "Kelly", "Kyle", "Christina",
  "Noah", "Joan", "Ethan", "Evelyn", "Jeremy", "Judith", "Walter", "Andrea", "Christian", "Hannah",
  "Keith", "Megan", "Roger", "Cheryl", "Terry", "Jacqueline", "Austin", "Martha", "Sean", "Madison",
  "Gerald", "Teresa", "Carl", "Gloria", "Harold", "Sara", "Dylan", "Janice", "Arthur", "Ann",
  "Lawrence", "Kathryn", "Jordan", "Abigail", "Jesse", "Sophia", "Bryan", "Frances", "Billy", "Jean",
  "Bruce", "Alice", "Gabriel", "Judy", "Joe", "Isabella", "Logan", "Julia", "Alan", "Grace",
  "Juan", "Amber", "Wayne", "Denise", "Roy", "Danielle", "Ralph", "Marilyn", "Randy", "Beverly",
  "Eugene", "Charlotte", "Vincent", "Natalie", "Russell", "Theresa", "Louis", "Diana", "Bobby", "Brittany",
  "Philip", "Doris", "Johnny", "Kayla", "Darrell", "Tammy", "Clint", "Wanda", "Dale", "Darlene",
];

export const MIDDLE_INITIALS = ["A", "B", "C", "D", "E", "F", "G", "H", "J", "K", "L", "M", "N", "P", "R", "S", "T", "W"];

/** Kept free of the fixtures' distinctive last names so those match exactly one contact. */
export const LAST_NAMES = [
  "Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Rodriguez", "Martinez",
  "Hernandez", "Lopez", "Gonzalez", "Wilson", "Anderson", "Thomas", "Taylor", "Moore", "Jackson", "Martin",
  "Lee", "Perez", "Thompson", "White", "Harris", "Sanchez", "Clark", "Ramirez", "Lewis", "Robinson",
  "Walker", "Young", "Allen", "King", "Wright", "Scott", "Torres", "Nguyen", "Hill", "Flores",
  "Green", "Adams", "Nelson", "Baker", "Hall", "Rivera", "Campbell", "Mitchell", "Carter", "Roberts",
  "Gomez", "Phillips", "Evans", "Turner", "Diaz", "Parker", "Cruz", "Edwards", "Collins", "Reyes",
  "Stewart", "Morris", "Morales", "Murphy", "Cook", "Rogers", "Gutierrez", "Ortiz", "Morgan", "Cooper",
  "Peterson", "Bailey", "Reed", "Kelly", "Howard", "Ramos", "Kim", "Cox", "Ward", "Richardson",
  "Watson", "Brooks", "Chavez", "Wood", "James", "Bennett", "Gray", "Mendoza", "Ruiz", "Hughes",
  "Price", "Alvarez", "Castillo", "Sanders", "Patel", "Myers", "Long", "Ross", "Foster", "Jimenez",
  "Powell", "Jenkins", "Perry", "Russell", "Sullivan", "Bell", "Coleman", "Butler", "Henderson", "Barnes",
  "Gonzales", "Fisher", "Vasquez", "Simmons", "Romero", "Jordan", "Patterson", "Alexander", "Hamilton", "Graham",
  "Reynolds", "Griffin", "Wallace", "Moreno", "West", "Cole", "Hayes", "Bryant", "Herrera", "Gibson",
  "Ellis", "Tran", "Medina", "Aguilar", "Stevens", "Murray", "Ford", "Castro", "Marshall", "Owens",
  "Harrison", "Fernandez", "McDonald", "Woods", "Washington", "Kennedy", "Wells", "Vargas", "Henry", "Chen",
  "Freeman", "Webb", "Tucker", "Guzman", "Burns", "Crawford", "Olson", "Simpson", "Porter", "Hunter",
  "Gordon", "Mendez", "Silva", "Shaw", "Snyder", "Mason", "Dixon", "Munoz", "Hunt", "Hicks",
  "Holmes", "Palmer", "Wagner", "Black", "Robertson", "Boyd", "Rose", "Stone", "Salazar", "Fox",
  "Warren", "Mills", "Meyer", "Rice", "Schmidt", "Garza", "Daniels", "Ferguson", "Nichols", "Stephens",
  "Soto", "Weaver", "Ryan", "Gardner", "Payne", "Grant", "Dunn", "Kelley", "Spencer", "Hawkins",
  "Arnold", "Pierce", "Vazquez", "Hansen", "Peters", "Santos", "Hart", "Bradley", "Knight", "Elliott",
  "Cunningham", "Duncan", "Armstrong", "Hudson", "Carroll", "Lane", "Riley", "Andrews", "Alvarado", "Ray",
  "Delgado", "Berry", "Perkins", "Hoffman", "Johnston", "Matthews", "Pena", "Richards", "Contreras", "Willis",
  "Carpenter", "Lawrence", "Sandoval", "Guerrero", "George", "Chapman", "Rios", "Estrada", "Ortega", "Watkins",
  "Greene", "Nunez", "Wheeler", "Valdez", "Harper", "Burke", "Larson", "Santiago", "Maldonado", "Morrison",
  "Franklin", "Carlson", "Austin", "Dominguez", "Carr", "Lawson", "Jacobs", "OBrien", "Lynch", "Singh",
  "Vega", "Bishop", "Montgomery", "Oliver", "Jensen", "Harvey", "Williamson", "Gilbert", "Dean", "Sims",
  "Espinoza", "Howell", "Li", "Wong", "Reid", "Hanson", "Le", "McCoy", "Garrett", "Burton",
  "Fuller", "Wang", "Weber", "Welch", "Rojas", "Lucas", "Marquez", "Fields", "Park", "Yang",
  "Little", "Banks", "Padilla", "Day", "Walsh", "Bowman", "Schultz", "Luna", "Fowler", "Mejia",
  "Davidson", "Acosta", "Brewer", "May", "Holland", "Juarez", "Newman", "Pearson", "Curtis", "Cortez",
  "Douglas", "Schneider", "Joseph", "Barrett", "Navarro", "Figueroa", "Keller", "Avila", "Wade", "Molina",
  "Stanley", "Hopkins", "Campos", "Barnett", "Bates", "Chambers", "Caldwell", "Beck", "Lambert", "Miranda",
  "Byrd", "Craig", "Ayala", "Lowe", "Frazier", "Powers", "Neal", "Leonard", "Gregory", "Carrillo",
  "Sutton", "Fleming", "Rhodes", "Shelton", "Schwartz", "Norris", "Jennings", "Watts", "Duran", "Walters",
];

export const STREET_NAMES = [
  "Main", "Church", "Oak", "Maple", "Cedar", "Elm", "Pine", "Walnut", "Hickory", "Magnolia",
  "Industrial", "Commerce", "Enterprise", "Airport", "Railroad", "Depot", "Mill", "Factory", "Market", "Broad",
  "Lee", "Jackson", "Lincoln", "Washington", "Madison", "Jefferson", "Franklin", "Hamilton", "Monroe", "Adams",
  "Cumberland", "Tennessee", "Harding", "Lebanon", "Nolensville", "Murfreesboro", "Clinton", "Kingston", "Chapman", "Rutledge",
  "Riverside", "Lakeview", "Ridge", "Valley", "Hillcrest", "Forest", "Meadow", "Spring", "Willow", "Sycamore",
  "Old Hickory", "Gallatin", "Highway 70", "Highway 41", "State Route 15", "County Road 12", "Old Dixie", "Veterans", "Memorial", "Parkway",
];

export const STREET_TYPES = ["St", "Ave", "Rd", "Dr", "Blvd", "Pike", "Hwy", "Ln", "Pkwy", "Ct", "Way", "Cir"];

export const SUITE_PREFIXES = ["Suite", "Unit", "Bldg", "Ste"];

/** City, state, ZIP prefix and area code: the distributor's footprint (TN, AR, IL, KY, AL, GA, MS, MO, NC, SC). */
export const PLACES: readonly (readonly [string, string, string, string])[] = [
  ["Nashville", "TN", "372", "615"], ["Franklin", "TN", "370", "615"], ["Murfreesboro", "TN", "371", "615"],
  ["Lebanon", "TN", "370", "615"], ["Gallatin", "TN", "370", "615"], ["Clarksville", "TN", "370", "931"],
  ["Columbia", "TN", "384", "931"], ["Cookeville", "TN", "385", "931"], ["Knoxville", "TN", "379", "865"],
  ["Maryville", "TN", "378", "865"], ["Oak Ridge", "TN", "378", "865"], ["Sevierville", "TN", "378", "865"],
  ["Chattanooga", "TN", "374", "423"], ["Cleveland", "TN", "373", "423"], ["Johnson City", "TN", "376", "423"],
  ["Kingsport", "TN", "376", "423"], ["Jackson", "TN", "383", "731"], ["Memphis", "TN", "381", "901"],
  ["Little Rock", "AR", "722", "501"], ["North Little Rock", "AR", "721", "501"], ["Conway", "AR", "720", "501"],
  ["Benton", "AR", "720", "501"], ["Hot Springs", "AR", "719", "501"], ["Fort Smith", "AR", "729", "479"],
  ["Fayetteville", "AR", "727", "479"], ["Rogers", "AR", "727", "479"], ["Jonesboro", "AR", "724", "870"],
  ["Pine Bluff", "AR", "716", "870"], ["Mount Vernon", "IL", "628", "618"], ["Carbondale", "IL", "629", "618"],
  ["Marion", "IL", "629", "618"], ["Centralia", "IL", "628", "618"], ["Collinsville", "IL", "622", "618"],
  ["Belleville", "IL", "622", "618"], ["Effingham", "IL", "624", "217"], ["Champaign", "IL", "618", "217"],
  ["Springfield", "IL", "627", "217"], ["Bowling Green", "KY", "421", "270"], ["Paducah", "KY", "420", "270"],
  ["Hopkinsville", "KY", "422", "270"], ["Huntsville", "AL", "358", "256"], ["Florence", "AL", "356", "256"],
  ["Dalton", "GA", "307", "706"], ["Rome", "GA", "301", "706"], ["Tupelo", "MS", "388", "662"],
  ["Southaven", "MS", "386", "662"], ["Cape Girardeau", "MO", "637", "573"], ["Poplar Bluff", "MO", "639", "573"],
  ["Wilmington", "NC", "284", "910"], ["Jacksonville", "NC", "285", "910"], ["Myrtle Beach", "SC", "295", "843"],
  ["Florence", "SC", "295", "843"],
];

export const COMPANY_SUFFIXES = [
  "Plumbing", "Plumbing & Heating", "Mechanical", "Heating & Air", "HVAC", "Construction", "Builders",
  "Contracting", "Services", "Plumbing Co", "Mechanical Contractors", "Comfort Systems", "Home Services",
  "Utility Contractors", "Development", "Remodeling", "Property Management", "Fire Protection", "Well & Pump",
];

export const COMPANY_WORDS = [
  "Volunteer", "Tri-State", "Heartland", "Riverbend", "Cornerstone", "Summit", "Delta", "Ozark", "Smoky Mountain",
  "Blue Ridge", "Cumberland", "Music City", "Pioneer", "Liberty", "Patriot", "Precision", "Quality", "Reliable",
  "Superior", "Advantage", "Allied", "American", "Capital", "Central", "Southern", "Midsouth", "Mid-America",
  "Premier", "First Choice", "Hometown", "Valley", "Lakeside", "Ridgeline", "Keystone", "Landmark", "Benchmark",
  "Trinity", "Elite", "Apex", "Frontier", "Legacy", "Eagle", "Bluegrass", "Magnolia", "Dogwood", "Red River",
];

export const DOMAINS_TLD = ["com", "com", "com", "net", "biz", "us"];

export const FREE_MAIL = ["gmail.com", "yahoo.com", "att.net", "bellsouth.net", "outlook.com", "comcast.net"];

export const PHONE_DESCRIPTIONS = ["MAIN", "OFFICE", "MOBILE", "CELL", "FAX", "DIRECT", "WORK", "HOME"];

export const CLASSIFICATIONS = [
  "PURCHASING", "ACCOUNTS PAYABLE", "OWNER", "ESTIMATOR", "PROJECT MANAGER", "SERVICE MANAGER",
  "SUPERINTENDENT", "OFFICE MANAGER", "DISPATCH", "CONTROLLER", "WAREHOUSE", "SALES REP", "PLUMBER",
  "HVAC TECH", "BUYER", "CREDIT",
];

export const TITLES = [
  "Owner", "President", "Vice President", "Purchasing Manager", "Buyer", "Estimator", "Project Manager",
  "Service Manager", "Office Manager", "Controller", "AP Clerk", "Superintendent", "Foreman", "Dispatcher",
  "Operations Manager", "General Manager", "Master Plumber", "Lead Technician",
];
